import Dispatch
import FoundationEssentials
import Synchronization

extension VerbCatalog {
  /// Writes the JSON array of docs/cli.md for `words` (infinitives that
  /// conjugate; others are skipped), one verb object per line, through `write`, in
  /// argument order. Long lists are conjugated on every core at once, each core
  /// filling its own buffer for a contiguous slice of the words; the buffers are
  /// then written in order, without being copied again. `cores` defaults to the
  /// processors this process may use, asked only for a long list (Foundation reads
  /// the cgroup quota files to answer).
  public func writeJSONArray(
    of words: [String], cores: Int? = nil, _ write: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    let slices =
      words.count >= 64
      ? max(1, min(cores ?? ProcessInfo.processInfo.activeProcessorCount, words.count / 32)) : 1
    // Each slice's bytes, handed over as (address, count): a pointer is not
    // Sendable, its bit pattern is; each buffer is read and freed below, once.
    let buffers = Mutex<[(address: UInt, count: Int)]>(Array(repeating: (0, 0), count: slices))
    DispatchQueue.concurrentPerform(iterations: slices) { slice in
      let range = (words.count * slice / slices)..<(words.count * (slice + 1) / slices)
      var writer = JSONWriter(capacity: range.count * 6_000)
      if slice == 0 { writer.raw("[") }
      for i in range {
        guard let conjugation = conjugation(of: words[i]) else { continue }
        if i > 0 { writer.raw(",\n") }
        conjugation.writeJSON(to: &writer)
      }
      if slice == slices - 1 { writer.raw("]\n") }
      let (pointer, count) = writer.detach()
      buffers.withLock { $0[slice] = (UInt(bitPattern: pointer), count) }
    }
    for (address, count) in buffers.withLock({ $0 }) {
      guard let pointer = UnsafeMutablePointer<UInt8>(bitPattern: address) else { continue }
      write(UnsafeBufferPointer(start: pointer, count: count))
      pointer.deallocate()
    }
  }

  /// The JSON array as bytes (see `writeJSONArray`).
  func jsonArray(of words: [String], cores: Int? = nil) -> [UInt8] {
    var output: [UInt8] = []
    writeJSONArray(of: words, cores: cores) { output.append(contentsOf: $0) }
    return output
  }
}

extension Conjugation {
  /// The verb's object of `VerbCatalog.writeJSONArray`'s array on a line of its
  /// own (JSON Lines), for `conjugate` reading infinitives from standard input.
  public var jsonLine: String {
    var writer = JSONWriter(capacity: 6_000)
    writeJSON(to: &writer)
    writer.raw("\n")
    return writer.output
  }
}
