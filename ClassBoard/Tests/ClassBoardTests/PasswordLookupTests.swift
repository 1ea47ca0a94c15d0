import ConjugarClassBoard
import ConjugarCore
import Foundation
import Testing

/// The class board's password, found as libpq finds one (the expected passwords
/// are written here by hand, from libpq's documented rules).
@Suite("Password lookup (libpq's conventions)")
struct PasswordLookupTests {
  static func address() throws -> ServerAddress {
    try ServerAddress(parsing: "postgres://alice@school-db:5432/conjugar")
  }

  @Test("the URL's password, then PGPASSWORD, then the password file")
  func order() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    try "school-db:5432:conjugar:alice:from-file\n".write(
      toFile: home.file(".pgpass"), atomically: true, encoding: .utf8)
    chmod(home.file(".pgpass"), 0o600)
    let withURL = try ServerAddress(parsing: "postgres://alice:from-url@school-db:5432/conjugar")
    let environment = ["HOME": home.path, "PGPASSWORD": "from-env"]
    #expect(PasswordLookup(environment: environment).password(for: withURL).password == "from-url")
    #expect(PasswordLookup(environment: environment).password(for: try Self.address()).password == "from-env")
    #expect(PasswordLookup(environment: ["HOME": home.path]).password(for: try Self.address()).password == "from-file")
    #expect(
      PasswordLookup(environment: ["HOME": home.path, "PGPASSWORD": ""]).password(for: try Self.address()).password
        == "from-file")
  }

  @Test("a password file others may read is ignored and named; 0600 is read")
  func permissions() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let file = home.file(".pgpass")
    try "*:*:*:*:secret\n".write(toFile: file, atomically: true, encoding: .utf8)
    for mode: mode_t in [0o644, 0o640, 0o604, 0o660] {
      chmod(file, mode)
      #expect(
        PasswordLookup(environment: ["HOME": home.path]).password(for: try Self.address()) == .init(ignoredFile: file))
    }
    chmod(file, 0o600)
    #expect(
      PasswordLookup(environment: ["HOME": home.path]).password(for: try Self.address()) == .init(password: "secret"))
    chmod(file, 0o400)
    #expect(PasswordLookup(environment: ["HOME": home.path]).password(for: try Self.address()).password == "secret")
  }

  @Test("PGPASSFILE instead of ~/.pgpass; none at all: no password")
  func passfile() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let file = home.file("elsewhere")
    try "*:*:*:alice:there\n".write(toFile: file, atomically: true, encoding: .utf8)
    chmod(file, 0o600)
    #expect(
      PasswordLookup(environment: ["HOME": "/nonexistent", "PGPASSFILE": file]).password(for: try Self.address())
        .password == "there")
    #expect(PasswordLookup(environment: ["HOME": home.path]).password(for: try Self.address()) == .init())
    #expect(PasswordLookup(environment: [:]).password(for: try Self.address()) == .init())
  }

  @Test("the first matching line wins; * matches anything; \\: and \\\\ are a colon and a backslash")
  func matching() throws {
    let text = """
      # a comment
      other-db:5432:conjugar:alice:wrong-host
      school-db:6543:conjugar:alice:wrong-port
      school-db:5432:conjugar:bob:wrong-user
      school-db:*:conjugar:alice:p\\:a\\\\ss
      *:*:*:*:too-late
      """
    #expect(PasswordLookup.match(text, address: try Self.address()) == "p:a\\ss")
    #expect(PasswordLookup.match("*:*:*:*:any\n", address: try Self.address()) == "any")
    #expect(PasswordLookup.match("school-db:5432:conjugar\n", address: try Self.address()) == nil)
    #expect(PasswordLookup.match("localhost:5432:conjugar:alice:x\n", address: try Self.address()) == nil)
  }
}
