import ConjugarCore
import Foundation

/// A server password found as libpq finds one: in the URL, then PGPASSWORD, then
/// the password file (PGPASSFILE, else ~/.pgpass). A password file that others can
/// read (any group or other permission bit) is ignored, as libpq ignores it, and
/// `ignoredFile` says so. conjugar never stores or prints a password. `package`, not
/// internal, for its tests, which import nothing @testable (so that they build in
/// release too).
package struct PasswordLookup: Sendable {
  let environment: [String: String]

  package init(environment: [String: String]) { self.environment = environment }

  package struct Found: Sendable, Equatable {
    package var password: String?
    /// A password file passed over because of its permissions.
    package var ignoredFile: String?

    package init(password: String? = nil, ignoredFile: String? = nil) {
      self.password = password
      self.ignoredFile = ignoredFile
    }
  }

  package func password(for address: ServerAddress) -> Found {
    if let password = address.urlPassword { return Found(password: password) }
    if let password = environment["PGPASSWORD"], !password.isEmpty { return Found(password: password) }
    guard let path = passwordFilePath else { return Found() }
    var status = stat()
    guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return Found() }
    if status.st_mode & 0o077 != 0 { return Found(ignoredFile: path) }
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return Found() }
    return Found(password: Self.match(text, address: address))
  }

  var passwordFilePath: String? {
    if let file = environment["PGPASSFILE"], !file.isEmpty { return file }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/.pgpass"
  }

  /// The first line `hostname:port:database:username:password` that matches (each
  /// of the first four may be `*`; `\:` and `\\` are a colon and a backslash).
  package static func match(_ text: String, address: ServerAddress) -> String? {
    let wanted = [address.host, String(address.port), address.database, address.user]
    for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
      let fields = split(String(line))
      guard fields.count == 5 else { continue }
      let matches = zip(fields.prefix(4), wanted).allSatisfy { field, value in
        field == "*" || field == value
      }
      if matches { return fields[4] }
    }
    return nil
  }

  private static func split(_ line: String) -> [String] {
    var fields = [""]
    var escaped = false
    for character in line {
      if escaped {
        fields[fields.count - 1].append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == ":" && fields.count < 5 {
        fields.append("")
      } else {
        fields[fields.count - 1].append(character)
      }
    }
    return fields
  }
}
