import GRDB

extension AppDatabase {
  /// Registers the migration after v10 (frozen like every shipped one).
  static func registerStrictSchedules(_ migrator: inout DatabaseMigrator) {
    // v-db-strict-schedules (issue 35 §1): a stability of 1e20 passed v8's
    // readable rows (any finite REAL) and overflowed the scheduler's whole days
    // when its item was answered. A schedule is read with a stability of at most
    // 1,000,000 days (`AppDatabase.maximumStability`); the partial indexes of the
    // rows a review passes over are made again in those words. The tables keep
    // their CHECKs: SQLite alters a CHECK only by rebuilding the table, and a
    // program can switch CHECKs off anyway, so every read checks each value's
    // type and range itself (docs/persistence.md).
    migrator.registerMigration("v-db-strict-schedules") { db in
      try db.execute(
        sql: """
          DROP INDEX reviewItem_unreadable;
          CREATE INDEX reviewItem_unreadable ON reviewItem (infinitive) WHERE NOT (
            typeof(infinitive) = 'text' AND infinitive <> ''
            AND tense IN ('presenteDeIndicativo', 'preterito', 'imperfectoDeIndicativo', 'futuroDeIndicativo',
              'condicional', 'presenteDeSubjuntivo', 'imperfectoDeSubjuntivo1', 'imperfectoDeSubjuntivo2',
              'futuroDeSubjuntivo', 'imperativoPositivo', 'imperativoNegativo', 'perfectoDeIndicativo',
              'preteritoAnterior', 'pluscuamperfectoDeIndicativo', 'futuroPerfecto', 'condicionalCompuesto',
              'perfectoDeSubjuntivo', 'pluscuamperfectoDeSubjuntivo1', 'pluscuamperfectoDeSubjuntivo2',
              'futuroPerfectoDeSubjuntivo', 'gerundio', 'participio')
            AND person IN ('', 'yo', 'tu', 'vos', 'el', 'nosotros', 'vosotros', 'ellos')
            AND typeof(stability) = 'real' AND stability > 0 AND stability <= 1000000.0
            AND typeof(difficulty) = 'real' AND difficulty BETWEEN 1 AND 10
            AND typeof(lastRating) = 'integer' AND lastRating BETWEEN 1 AND 4
            AND strftime('%Y-%m-%dT%H:%M:%SZ', lastReview, '+0 seconds') IS lastReview
            AND strftime('%Y-%m-%dT%H:%M:%SZ', due, '+0 seconds') IS due);
          DROP INDEX contextReviewItem_unreadable;
          CREATE INDEX contextReviewItem_unreadable ON contextReviewItem (sentence) WHERE NOT (
            typeof(sentence) = 'text' AND sentence <> ''
            AND typeof(infinitive) = 'text' AND infinitive <> ''
            AND tense IN ('presenteDeIndicativo', 'preterito', 'imperfectoDeIndicativo', 'futuroDeIndicativo',
              'condicional', 'presenteDeSubjuntivo', 'imperfectoDeSubjuntivo1', 'imperfectoDeSubjuntivo2',
              'futuroDeSubjuntivo', 'imperativoPositivo', 'imperativoNegativo', 'perfectoDeIndicativo',
              'preteritoAnterior', 'pluscuamperfectoDeIndicativo', 'futuroPerfecto', 'condicionalCompuesto',
              'perfectoDeSubjuntivo', 'pluscuamperfectoDeSubjuntivo1', 'pluscuamperfectoDeSubjuntivo2',
              'futuroPerfectoDeSubjuntivo', 'gerundio', 'participio')
            AND person IN ('', 'yo', 'tu', 'vos', 'el', 'nosotros', 'vosotros', 'ellos')
            AND typeof(stability) = 'real' AND stability > 0 AND stability <= 1000000.0
            AND typeof(difficulty) = 'real' AND difficulty BETWEEN 1 AND 10
            AND typeof(lastRating) = 'integer' AND lastRating BETWEEN 1 AND 4
            AND strftime('%Y-%m-%dT%H:%M:%SZ', lastReview, '+0 seconds') IS lastReview
            AND strftime('%Y-%m-%dT%H:%M:%SZ', due, '+0 seconds') IS due);
          """)
    }
  }
}
