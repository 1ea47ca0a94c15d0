import ConjugarCore
import PostgresNIO

extension ServerSetup {
  /// Why the setup waited in vain, naming who it waited for, found with a second
  /// connection (the first one's transaction has failed).
  ///
  /// PostgreSQL shows another role's state and transaction start only to a
  /// superuser, a member of pg_read_all_stats or that role; a teacher who is
  /// none of them is told what can be known without: the holder's pid and role,
  /// whether it is in a transaction now or idle (then keeping a session's lock),
  /// and that it has held it at least as long as the setup waited.
  enum Holders {
    static let advice =
      "nothing was changed: ask them to finish (or end it as the teacher with SELECT pg_terminate_backend(pid)), "
      + "then run server-setup again"

    /// Another session holds conjugar_score (a learner's open transaction).
    static func tableTaken(address: ServerAddress, environment: [String: String]) -> ClassBoardFailure {
      failure(
        waited: "waited \(lockWait) s for conjugar_score, which another session holds", seconds: lockWait,
        holding: "l.relation = pg_catalog.to_regclass('public.conjugar_score')",
        address: address, environment: environment)
    }

    /// Another session holds the setup's advisory lock (another setup, or anyone).
    static func turnTaken(address: ServerAddress, environment: [String: String]) -> ClassBoardFailure {
      // A bigint key is shown by pg_locks as two 32-bit halves, objsubid 1.
      let high = UInt64(bitPattern: lockKey) >> 32
      let low = UInt64(bitPattern: lockKey) & 0xFFFF_FFFF
      return failure(
        waited: "waited \(turnWait) s for the setup's advisory lock (\(lockKey)), which another session holds",
        seconds: turnWait,
        holding: """
          l.locktype = 'advisory' AND l.classid = \(high)::pg_catalog.oid AND l.objid = \(low)::pg_catalog.oid
          AND l.objsubid = 1
          AND l.database = (SELECT d.oid FROM pg_catalog.pg_database d WHERE d.datname = pg_catalog.current_database())
          """,
        address: address, environment: environment)
    }

    static func failure(
      waited: String, seconds: Int, holding condition: String, address: ServerAddress,
      environment: [String: String]
    ) -> ClassBoardFailure {
      guard
        let probe = try? ServerConnection.open(
          address, environment: environment, seconds: 2, doing: "the setup")
      else { return ClassBoardFailure(address, "\(waited); \(advice)") }
      defer { probe.close() }
      let rows =
        (try? probe.run(
          PostgresQuery(
            unsafeSQL: """
              SELECT DISTINCT l.pid, coalesce(a.usename::text, r.rolname::text, '?'), a.state,
                pg_catalog.to_char(a.xact_start AT TIME ZONE 'UTC', 'HH24:MI:SS'),
                EXISTS (SELECT 1 FROM pg_catalog.pg_locks v
                  WHERE v.pid = l.pid AND v.locktype = 'virtualxid' AND v.granted)
              FROM pg_catalog.pg_locks l
                LEFT JOIN pg_catalog.pg_stat_activity a ON a.pid = l.pid
                LEFT JOIN pg_catalog.pg_roles r ON r.oid = a.usesysid
              WHERE \(condition) AND l.granted AND l.pid <> pg_catalog.pg_backend_pid()
              ORDER BY l.pid LIMIT 5
              """))) ?? []
      let holders = rows.compactMap { row -> String? in
        guard let (pid, role, state, since, inTransaction) = try? row.decode((Int, String, String?, String?, Bool).self)
        else { return nil }
        return describe(pid: pid, role: role, state: state, since: since, inTransaction: inTransaction, waited: seconds)
      }
      guard !holders.isEmpty else { return ClassBoardFailure(address, "\(waited); \(advice)") }
      return ClassBoardFailure(address, "\(waited) (\(holders.joined(separator: "; "))); \(advice)")
    }

    /// One holder as the line names it: its state and since when where the
    /// server shows them; else what the locks tell.
    static func describe(
      pid: Int, role: String, state: String?, since: String?, inTransaction: Bool, waited: Int
    ) -> String {
      if let state, let since { return "pid \(pid), role \(role), \(state) since \(since) UTC" }
      if let state { return "pid \(pid), role \(role), \(state)" }
      let now = inTransaction ? "in a transaction now" : "idle now, keeping it for its session"
      return "pid \(pid), role \(role), holding it for at least \(waited) s, \(now) "
        + "(PostgreSQL shows more only to a superuser or a member of pg_read_all_stats)"
    }
  }
}
