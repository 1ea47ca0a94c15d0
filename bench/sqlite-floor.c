/* What reading a learner's database costs any program, whatever its language: the
   least a start-up that reads conjugar's settings from SQLite must do, in C, linked
   as conjugar links SQLite (the system's libsqlite3.a, statically). bench/
   sqlite-floor.sh times it against the same program that reads nothing.

     sqlite-floor 0 DB   prints a line, opens nothing (the baseline)
     sqlite-floor 1 DB   opens DB and reads its setting table, as one query
     sqlite-floor 2 DB   the same inside the checks conjugar's launch makes
                         (Sources/ConjugarCore/Database/LaunchRead.swift and
                         AppDatabase.inspect: tables, migrations, quick_check of
                         the small tables, the largest key of the growing ones)

   Exit status 1, with SQLite's message, if a query fails. */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>

static void run(sqlite3 *db, const char *sql) {
  sqlite3_stmt *statement;
  if (sqlite3_prepare_v2(db, sql, -1, &statement, 0) != SQLITE_OK) {
    fprintf(stderr, "sqlite-floor: %s: %s\n", sql, sqlite3_errmsg(db));
    exit(1);
  }
  int step;
  while ((step = sqlite3_step(statement)) == SQLITE_ROW) {}
  sqlite3_finalize(statement);
  if (step != SQLITE_DONE) {
    fprintf(stderr, "sqlite-floor: %s: %s\n", sql, sqlite3_errmsg(db));
    exit(1);
  }
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: sqlite-floor 0|1|2 DATABASE\n");
    return 2;
  }
  int mode = atoi(argv[1]);
  if (mode > 0) {
    /* As conjugar configures it (Sources/SystemShims/sqlite_tuning.c). */
    sqlite3_config(SQLITE_CONFIG_PAGECACHE, (void *)0, 0, 0);
    sqlite3 *db;
    if (sqlite3_open_v2(argv[2], &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, 0) != SQLITE_OK) {
      fprintf(stderr, "sqlite-floor: cannot open %s\n", argv[2]);
      return 1;
    }
    if (mode == 2) {
      run(db, "BEGIN DEFERRED");
      run(db, "SELECT name FROM sqlite_master WHERE type = 'table'");
      run(db, "SELECT identifier FROM grdb_migrations");
      run(db, "PRAGMA quick_check(grdb_migrations)");
      run(db, "PRAGMA quick_check(setting)");
      run(db, "PRAGMA quick_check(sqlite_sequence)");
      run(db, "PRAGMA quick_check(classBoardOutbox)");
      run(db, "SELECT typeof(max(rowid)) FROM quiz");
      run(db, "SELECT typeof(max(rowid)) FROM quizQuestion");
      run(db, "SELECT typeof(max(rowid)) FROM analyticsEvent");
      run(db, "SELECT typeof(max(rowid)) FROM leaderboardEntry");
      run(db, "SELECT typeof(max(infinitive)) FROM reviewItem");
    }
    run(db, "SELECT rowid, key, value FROM setting");
    if (mode == 2) run(db, "COMMIT");
    sqlite3_close_v2(db);
  }
  puts("hello, world");
  return 0;
}
