import Foundation
import PostgresNIO

/// The page's reads and its one write, in SQL on the class server's schema
/// (ServerSetup+Class.swift; docs/classboard.md, "A class: the schema"). Every
/// name is schema-qualified; every value is a bound parameter; the class is one
/// the session's role teaches (`teacher = session_user`) and the row-level
/// security of what learners shared decides the rest.
extension PostgresClassPageStore {
  public func classes(page: Int, size: Int) async throws -> ClassList {
    let limit = Int64(max(1, size))
    let offset = Int64(max(0, page - 1)) * limit
    // The row-level security decides which: a teacher's own (`teacher =
    // session_user`); the administrator, who owns the tables, every class.
    return try await readOnly { () async throws(ClassPageStoreFailure) -> ClassList in
      let counted = try await self.unlockedRows("SELECT pg_catalog.count(*)::int8 FROM public.conjugar_class")
      var total: Int64 = 0
      if let row = counted.first { total = try self.decode(row, as: Int64.self) }
      let rows = try await self.unlockedRows(
        """
        SELECT k.id::text, k.name, CASE WHEN k.teacher = session_user THEN NULL ELSE k.teacher END,
          (SELECT pg_catalog.count(*) FROM public.conjugar_class_member m WHERE m.class = k.id)::int8
        FROM public.conjugar_class k ORDER BY k.name, k.id LIMIT \(limit) OFFSET \(offset)
        """)
      let classes = try rows.map { row throws(ClassPageStoreFailure) in
        let (id, name, teacher, count) = try self.decode(row, as: (String, String, String?, Int64).self)
        return ClassSummary(id: id, name: name, learners: Int(count), teacher: teacher)
      }
      return ClassList(classes: classes, total: Int(total), page: page, size: Int(limit))
    }
  }

  public func snapshot(of classID: String) async throws -> ClassSnapshot? {
    guard let id = Int64(classID) else { return nil }
    return try await readOnly { () async throws(ClassPageStoreFailure) -> ClassSnapshot? in
      let heads = try await self.unlockedRows(
        """
        SELECT k.name, pg_catalog.now() FROM public.conjugar_class k
        WHERE k.id = \(id) AND k.teacher = session_user
        """)
      guard let head = heads.first else { return nil }
      let (name, readAt) = try self.decode(head, as: (String, Date).self)
      var learners: [LearnerRow] = []
      for row in try await self.unlockedRows(
        """
        SELECT m.pseudonym, m.learner IS NOT NULL, s.as_of
        FROM public.conjugar_class_member m LEFT JOIN public.conjugar_share s ON s.learner = m.learner
        WHERE m.class = \(id) ORDER BY m.pseudonym
        """)
      {
        let (pseudonym, joined, asOf) = try self.decode(row, as: (String, Bool, Date?).self)
        learners.append(LearnerRow(pseudonym: pseudonym, joined: joined, sharedAt: asOf))
      }
      let index = Dictionary(uniqueKeysWithValues: learners.enumerated().map { ($1.pseudonym, $0) })
      // Each skill's latest day: its mastery then (the tutor's shape, version 1).
      for row in try await self.unlockedRows(
        """
        SELECT DISTINCT ON (m.pseudonym, k.skill) m.pseudonym, k.skill, k.mastery::float8, k.asked::int8,
          k.last_answered
        FROM public.conjugar_class_member m
          JOIN public.conjugar_share s ON s.learner = m.learner AND s.version = 1
          JOIN public.conjugar_share_skill k ON k.learner = m.learner
        WHERE m.class = \(id)
        ORDER BY m.pseudonym, k.skill, k.day DESC
        """)
      {
        let (pseudonym, skill, mastery, asked, last) = try self.decode(
          row, as: (String, String, Double, Int64, Date?).self)
        if let at = index[pseudonym] {
          learners[at].skills[skill] = SkillCell(mastery: mastery, asked: Int(asked), lastAnswered: last)
        }
      }
      var errors: [ClassError] = []
      for row in try await self.unlockedRows(
        """
        WITH sharing AS (
          SELECT m.learner, m.pseudonym FROM public.conjugar_class_member m
            JOIN public.conjugar_share s ON s.learner = m.learner AND s.version = 1
          WHERE m.class = \(id)
        )
        SELECT d.pattern, pg_catalog.count(*)::int8,
          coalesce((SELECT pg_catalog.sum(p.errors) FROM public.conjugar_share_pattern p
            WHERE p.pattern = d.pattern AND p.learner IN (SELECT learner FROM sharing)
              AND p.day > CURRENT_DATE - 7), 0)::int8,
          (SELECT pg_catalog.array_agg(x.e ORDER BY x.e) FROM (
            SELECT DISTINCT e FROM public.conjugar_share_diagnosis d2, pg_catalog.unnest(d2.expected) e
            WHERE d2.pattern = d.pattern AND d2.status = 'active' AND d2.learner IN (SELECT learner FROM sharing)
            LIMIT 8) x),
          pg_catalog.mode() WITHIN GROUP (ORDER BY d.info),
          pg_catalog.array_agg(s.pseudonym ORDER BY s.pseudonym)
        FROM public.conjugar_share_diagnosis d JOIN sharing s ON s.learner = d.learner
        WHERE d.status = 'active'
        GROUP BY d.pattern ORDER BY 2 DESC, 3 DESC, 1 LIMIT 20
        """)
      {
        let (pattern, count, week, expected, info, who) = try self.decode(
          row, as: (String, Int64, Int64, [String]?, String?, [String]).self)
        errors.append(
          ClassError(
            pattern: pattern, learners: Int(count), countThisWeek: Int(week), expected: expected ?? [], info: info,
            who: who))
      }
      var assignments: [AssignmentRow] = []
      for row in try await self.unlockedRows(
        """
        SELECT a.id::text, a.tenses, a.verbs, a.topic, pg_catalog.to_char(a.starts, 'YYYY-MM-DD'),
          pg_catalog.to_char(a.due, 'YYYY-MM-DD'), a.target_mastery::float8, a.target_items::int8
        FROM public.conjugar_assignment a WHERE a.class = \(id) ORDER BY a.due DESC, a.id DESC LIMIT 20
        """)
      {
        let (assignment, tenses, verbs, topic, start, due, mastery, items) = try self.decode(
          row, as: (String, [String], [String], String?, String, String, Double?, Int64?).self)
        assignments.append(
          AssignmentRow(
            id: assignment, tenses: tenses, verbs: verbs, topic: topic, start: start, due: due,
            targetMastery: mastery, targetItems: items.map { Int($0) }))
      }
      if !assignments.isEmpty {
        let place = Dictionary(uniqueKeysWithValues: assignments.enumerated().map { ($1.id, $0) })
        for row in try await self.unlockedRows(
          """
          SELECT s.assignment::text, s.pseudonym, s.status, s.items::int8, s.accuracy::float8, s.mastery::float8
          FROM public.conjugar_class_status(\(id)) s
          """)
        {
          let (assignment, pseudonym, status, items, accuracy, mastery) = try self.decode(
            row, as: (String, String, String, Int64, Double?, Double?).self)
          guard let at = place[assignment], let known = AssignmentProgress.Status(rawValue: status) else { continue }
          assignments[at].progress[pseudonym] = AssignmentProgress(
            status: known, items: Int(items), accuracy: accuracy, masteryAtDue: mastery)
        }
      }
      return ClassSnapshot(
        summary: ClassSummary(id: classID, name: name, learners: learners.count), learners: learners,
        errors: errors, assignments: assignments, readAt: readAt)
    }
  }

  public func publish(_ draft: AssignmentDraft, to classID: String) async throws -> String {
    guard let id = Int64(classID) else { throw ClassPageStoreFailure(message: "no such class") }
    let mastery = draft.targetMastery.map { Float($0) }
    let items = draft.targetItems.map { Int32($0) }
    let rows = try await rows(
      """
      INSERT INTO public.conjugar_assignment (class, tenses, verbs, topic, starts, due, target_mastery, target_items)
      SELECT k.id, \(draft.tenses), \(draft.verbs), \(draft.topic), \(draft.start)::date, \(draft.due)::date,
        \(mastery), \(items)
      FROM public.conjugar_class k WHERE k.id = \(id) AND k.teacher = session_user
      RETURNING id::text
      """)
    guard let row = rows.first else { throw ClassPageStoreFailure(message: "you do not teach that class") }
    do { return try row.decode(String.self) } catch { throw Self.unreadable }
  }

  func decode<each Column: PostgresDecodable>(
    _ row: PostgresRow, as type: (repeat each Column).Type
  ) throws(ClassPageStoreFailure) -> (repeat each Column) {
    do { return try row.decode(type) } catch { throw Self.unreadable }
  }

  static let unreadable = ClassPageStoreFailure(
    message: "the class server's answer is not what this page reads (run server-setup again?)")
}
