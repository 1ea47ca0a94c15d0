#ifndef SQLITE_TUNING_H
#define SQLITE_TUNING_H
/// Asks SQLite not to allocate a block of page-cache memory for every new
/// connection. Effective only before SQLite's first use in the process (afterwards
/// SQLite refuses any configuration and nothing changes); returns SQLite's result
/// code. See sqlite_tuning.c for why.
int conjugar_sqlite_no_bulk_page_cache(void);
#endif
