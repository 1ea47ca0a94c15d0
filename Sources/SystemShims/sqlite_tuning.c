// SQLite's process-wide settings, which Swift cannot reach: sqlite3_config is a
// variadic C function, and Swift imports none.
//
// By default every SQLite connection allocates, at its first page read, one block
// for its first pages of cache (SQLITE_DEFAULT_PCACHE_INITSZ pages) and writes a
// header into each slot of it. At conjugar's launch (LaunchRead) a connection reads
// some twenty small pages and closes, so those writes cost a fresh memory page each:
// about 60 page faults, 0.17 ms, a seventh of a hello world's whole run
// (README, Speed). With N = 0, SQLite allocates each page of cache when it first
// needs it, as it does once a block is used up anyway; large reads are not slowed.
#include <sqlite3.h>
#include "SystemShims.h"

int conjugar_sqlite_no_bulk_page_cache(void) {
  // SQLITE_CONFIG_PAGECACHE with no buffer: N = 0 initial cache lines per connection.
  return sqlite3_config(SQLITE_CONFIG_PAGECACHE, (void *)0, 0, 0);
}
