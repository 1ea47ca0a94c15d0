import ConjugarCore
import ConjugarTestSupport
import Foundation
import Testing

/// A class's server that answers with hostile names (issue 45, round four, by
/// hand: a fake server under sslmode=prefer, or a database whose functions were
/// replaced), and a tampered class.json: every text printed escaped and cut,
/// nothing but a role name conjugar makes written to ~/.pgpass, no date traps.
/// The hostile server is a database of the test cluster whose join, class and
/// status functions (the superuser's) return what a hostile server would.
@Suite(
  "A hostile class server", .enabled(if: ClassServer.isAvailable, ClassServer.skipReason), .timeLimit(.minutes(10)))
struct ClassHostileServerCLITests {
  typealias Learner = ClassBoardCLITests.Learner

  static let escape = "\u{1B}"
  static let override = "\u{202E}"

  /// A database whose `conjugar_class_join` answers with `role` and a pseudonym
  /// and class name full of escapes, and makes `role` (when it is a plain name)
  /// with the learner's verifier, so that the learner can log in afterwards; its
  /// class and status functions answer with escapes too.
  static func hostile(_ server: ClassServer, role: String) throws {
    let superuser = server.teacherDatabaseURL
    try ClassServer.psql(
      """
      DO $$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'conjugar_join') THEN
          CREATE ROLE conjugar_join LOGIN PASSWORD 'conjugar-join' CONNECTION LIMIT 10;
        END IF;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$
      """, url: superuser)
    let literal = "'" + role.replacingOccurrences(of: "'", with: "''") + "'"
    try ClassServer.psql(
      #"""
      CREATE FUNCTION public.conjugar_class_join(code text, verifier text)
      RETURNS TABLE (role text, class bigint, class_name text, pseudonym text, ends date)
      LANGUAGE plpgsql SECURITY DEFINER AS $$
      BEGIN
        IF \#(literal) ~ '^[a-z0-9_]+$' THEN
          EXECUTE format('CREATE ROLE %I LOGIN PASSWORD %L', \#(literal), verifier);
        END IF;
        role := \#(literal); class := 1; class_name := E'3B\x1b[2J';
        pseudonym := E's01\x1b]0;pwned\x07\u202e' || repeat('x', 5000); ends := date '2027-06-30';
        RETURN NEXT;
      END $$;
      GRANT EXECUTE ON FUNCTION public.conjugar_class_join(text, text) TO conjugar_join;
      CREATE FUNCTION public.conjugar_class_mine()
      RETURNS TABLE (class bigint, name text, pseudonym text, starts date, ends date)
      LANGUAGE sql AS $$ SELECT 1::bigint, E'3B\x1b[2J', E's01\x1b[31m\u202e', date '2026-09-01', date '2027-06-30' $$;
      CREATE TABLE public.conjugar_share (learner text);
      CREATE TABLE public.conjugar_assignment (id bigint, class bigint, tenses text[], verbs text[], topic text,
        starts date, due date, target_mastery real, target_items integer);
      INSERT INTO public.conjugar_assignment VALUES (1, 1, '{presenteDeSubjuntivo}', '{}', NULL,
        date '2026-09-01', date '2027-06-30', 0.6, 40);
      CREATE FUNCTION public.conjugar_class_status(c bigint)
      RETURNS TABLE (assignment bigint, status text, items bigint)
      LANGUAGE sql AS $$ SELECT 1::bigint, E'done\x1b[2J\u202e', 9223372036854775807::bigint $$;
      GRANT SELECT ON public.conjugar_share, public.conjugar_assignment TO PUBLIC;
      """#, url: superuser)
  }

  static func join(_ server: ClassServer) throws -> (Learner, ConjugarProcess.Result) {
    try ClassCLITests.join(server, code: "ABCD-EFGH-JKLM")
  }

  @Test("a role name with a newline and a .pgpass line in it is refused: nothing written, the name escaped")
  func aHostileRoleIsNeverWritten() throws {
    let server = try ClassServer()
    try Self.hostile(server, role: "s01_x\n*:*:*:*:chosen-by-the-server\n\u{1B}[2J")
    let (learner, joined) = try Self.join(server)
    defer { learner.home.cleanUp() }
    #expect(joined.status == 1, "\(joined.stdout)")
    #expect(joined.stderr.contains("a role name conjugar does not keep"), "\(joined.stderr)")
    #expect(!(joined.stdout + joined.stderr).contains(Self.escape))
    #expect(!FileManager.default.fileExists(atPath: learner.home.file(".pgpass")))
    #expect(!FileManager.default.fileExists(atPath: learner.database + ".class.json"))
  }

  @Test("a pseudonym, a status and dates with escapes and bidi print escaped and cut in join and status")
  func hostileNamesPrintEscaped() throws {
    let server = try ClassServer()
    let role = "s01_\(server.tag)"
    try Self.hostile(server, role: role)
    defer { _ = try? ClassServer.psql("DROP ROLE IF EXISTS \(role)", url: ClassServer.teacherURL) }
    let (learner, joined) = try Self.join(server)
    defer { learner.home.cleanUp() }
    #expect(joined.status == 0, "\(joined.stderr)")
    #expect(!joined.stdout.contains(Self.escape), "\(joined.stdout)")
    #expect(!joined.stdout.contains(Self.override))
    #expect(joined.stdout.contains("as s01^[]0;pwned^G<U+202E>xx"), "\(joined.stdout)")
    #expect(!joined.stdout.contains(String(repeating: "x", count: 100)))
    let status = try learner.conjugar(["class", "status"])
    #expect(status.status == 0, "\(status.stderr)")
    #expect(!status.stdout.contains(Self.escape), "\(status.stdout)")
    #expect(!status.stdout.contains(Self.override))
    #expect(status.stdout.contains("as s01^[[31m<U+202E>"), "\(status.stdout)")
    #expect(status.stdout.contains("done^[[2J<U+202E>"), "\(status.stdout)")
  }

  @Test("a class.json whose due date has a 19-digit year: today lists its session, no trap")
  func aTamperedDueDateDoesNotTrap() throws {
    let learner = try Learner(role: "learner", server: "none")
    defer { learner.home.cleanUp() }
    let copy = """
      {"joined":{"classID":1,"className":"3B","ends":"2027-06-30","pseudonym":"s01","role":"s01_abc"},
       "server":"postgres://s01_abc@127.0.0.1:1/conjugar","sharing":false,"answers":false,"sharePending":false,
       "status":{"classID":1,"className":"3B","pseudonym":"s01","ends":"2027-06-30","sharing":false,
        "fetchedAt":"2026-12-01 10:00","today":"2026-12-01","assignments":[
         {"id":1,"tenses":["presenteDeSubjuntivo"],"verbs":[],"starts":"2000-01-01",
          "due":"9223372036854775807-01-01","status":"started","items":1},
         {"id":2,"tenses":["preterito"],"verbs":[],"starts":"2000-01-01",
          "due":"2026-02-30\\u001b[2J","status":"started","items":1}]}}
      """
    try Data(copy.utf8).write(to: URL(fileURLWithPath: learner.database + ".class.json"))
    let listed = try learner.conjugar(["today", "--list-questions", "--json"])
    #expect(listed.status == 0, "\(listed.stderr)")
    let session = try learner.conjugar(["today", "--count", "1"], input: "\n")
    #expect(session.status == 0, "\(session.stderr)")
    #expect(!session.stdout.contains(Self.escape), "\(session.stdout)")
  }
}
