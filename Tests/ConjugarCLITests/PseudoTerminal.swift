import ConjugarTestHarness
import ConjugarTestSupport
import Foundation
import Synchronization

/// Runs the built conjugar on a pseudo-terminal of a given width, types keys as a
/// person would (each answer once the prompt is shown), and returns everything the
/// terminal showed.
struct PseudoTerminal {
  enum Failure: Error { case noTerminal(String) }

  static func run(
    _ arguments: [String], answers: [String], columns: UInt16 = 80, environment: [String: String],
    prompt: String = "> ", resize: [Int: UInt16] = [:]
  ) throws -> (status: Int32, screen: String) {
    // posix_openpt, unlockpt and ptsname as Linux does them (Glibc's module does
    // not export them): /dev/ptmx, TIOCSPTLCK to unlock, TIOCGPTN for the number.
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0
    else { throw Failure.noTerminal("cannot open a pseudo-terminal") }
    let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
    guard slave >= 0 else { throw Failure.noTerminal("cannot open /dev/pts/\(number)") }
    var size = winsize(ws_row: 40, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    let process = Process()
    process.executableURL = ConjugarProcess.executable
    process.arguments = arguments
    process.environment = environment
    let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
    (process.standardInput, process.standardOutput, process.standardError) = (handle, handle, handle)
    try process.run()
    close(slave)
    let screen = Mutex(Data())
    let finished = DispatchSemaphore(value: 0)
    Thread {
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(master, &buffer, buffer.count)
        if count <= 0 { break }
        screen.withLock { $0.append(contentsOf: buffer[..<count]) }
      }
      finished.signal()
    }.start()
    // A fresh prompt starts a line; the line editor's redraws ("\r> ho") repeat
    // the prompt too, and counting those sent the next answer early, before the
    // program was reading again (the terminal then echoed the keys itself).
    // Counted in bytes: "\r\n" is one Character, so a String search for "\n> "
    // would find none.
    let fresh = Array(("\n" + prompt).utf8)
    func prompts() -> Int {
      screen.withLock { bytes in
        let screen = Array(bytes)
        guard screen.count >= fresh.count else { return 0 }
        return (0...(screen.count - fresh.count)).count { screen[$0..<($0 + fresh.count)].elementsEqual(fresh) }
      }
    }
    for (index, answer) in answers.enumerated() {
      let deadline = Date() + 5
      while prompts() <= index && Date() < deadline { usleep(10_000) }
      // The window resized before this answer is typed (the kernel sends SIGWINCH).
      if let width = resize[index] {
        var size = winsize(ws_row: 40, ws_col: width, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
      }
      _ = answer.utf8.withContiguousStorageIfAvailable { write(master, $0.baseAddress, $0.count) }
    }
    process.waitUntilEnded(within: .seconds(60))
    _ = finished.wait(timeout: .now() + 2)
    close(master)
    return (process.terminationStatus, screen.withLock { String(decoding: $0, as: UTF8.self) })
  }
}
