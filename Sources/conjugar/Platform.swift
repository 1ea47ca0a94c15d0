// The front end imports FoundationEssentials, not Foundation (docs/performance.md), and
// Foundation re-exported the C library: this file brings it in once for the module.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif
