#ifndef SYSTEM_SHIMS_H
#define SYSTEM_SHIMS_H
/// The C library and SQLite calls Swift cannot make: variadic functions, and
/// headers the Glibc module does not import.

/// Asks SQLite not to allocate a block of page-cache memory for every new
/// connection. Effective only before SQLite's first use in the process (afterwards
/// SQLite refuses any configuration and nothing changes); returns SQLite's result
/// code. See sqlite_tuning.c for why.
int conjugar_sqlite_no_bulk_page_cache(void);

/// A descriptor from which the signals of the calling thread's blocked set
/// `signals` (an array of `count` numbers) are read: signalfd(2), close-on-exec and
/// non-blocking. -1 on failure, or where the system has none.
int conjugar_signal_descriptor(const int *signals, int count);

/// The number of the next signal read from `descriptor`, 0 when none is waiting.
int conjugar_read_signal(int descriptor);
#endif
