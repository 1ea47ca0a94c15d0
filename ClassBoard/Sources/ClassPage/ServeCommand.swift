import ConjugarClassBoard
import ConjugarCore
import Foundation
import Synchronization

/// `conjugar-classboard serve`: the teacher's page. ClassBoardCompanion's `main`
/// hands it every invocation whose first argument is `serve`.
public enum ServeCommand {
  public static let usage = """
    conjugar-classboard serve: the teacher's class page, in a browser on this computer.
      conjugar-classboard serve [options] [--] URL
          URL                 the class server, as the teacher's role (postgres://teacher@school-db/conjugar);
                              its password as libpq finds one (the URL, PGPASSWORD, ~/.pgpass)
          --listen HOST:PORT  where to listen (default 127.0.0.1:8470); anything but loopback needs TLS
          --tls-cert PEM --tls-key PEM
                              serve over HTTPS with this certificate and key
          --roster CSV        the roster file roster keeps (roster.class1.csv: pseudonym,name):
                              names shown on the page, never sent to the server
          --password-file F   the page's password hash (default ~/.config/conjugar/classboard-page.bcrypt)
      conjugar-classboard serve --set-password [--password-file F]
          reads the page's new password (12 characters or more) on standard input, keeps its bcrypt hash

    """

  struct Options: Equatable {
    var url: String?
    var binding = PageServer.Binding()
    var roster: String?
    var passwordFile: String?
    var setPassword = false
    var help = false
  }

  struct UsageError: Error, Equatable { let message: String }

  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    var index = 0
    func value(_ name: String) throws(UsageError) -> String {
      index += 1
      guard index < arguments.count, !arguments[index].isEmpty else {
        throw UsageError(message: "\(name) needs a value")
      }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--help", "-h": options.help = true
      case "--set-password": options.setPassword = true
      case "--listen":
        let text = try value(argument)
        guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]) else {
          throw UsageError(message: "--listen takes HOST:PORT (127.0.0.1:8470)")
        }
        var host = String(text[..<colon])
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        options.binding.host = host
        options.binding.port = port
      case "--tls-cert": options.binding.certificate = try value(argument)
      case "--tls-key": options.binding.key = try value(argument)
      case "--roster": options.roster = try value(argument)
      case "--password-file": options.passwordFile = try value(argument)
      case "--":
        guard index + 2 == arguments.count else { throw UsageError(message: "one URL after --") }
        options.url = arguments[index + 1]
        index = arguments.count
        continue
      default:
        guard !argument.hasPrefix("-"), options.url == nil else {
          throw UsageError(message: "unknown option \(SafeText.line(argument, limit: 60))")
        }
        options.url = argument
      }
      index += 1
    }
    return options
  }

  static func defaultPasswordFile(_ environment: [String: String]) -> String? {
    if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty {
      return config + "/conjugar/classboard-page.bcrypt"
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/.config/conjugar/classboard-page.bcrypt"
  }

  /// Runs `serve`; its exit status (0, 1 for a failure, 2 for a usage error).
  public static func run(
    _ arguments: [String], environment: [String: String], input: () -> [UInt8],
    output: (String) -> Void, errors: (String) -> Void
  ) -> Int32 {
    let options: Options
    do { options = try parse(arguments) } catch {
      errors("conjugar-classboard serve: \(error.message) (see --help)\n")
      return 2
    }
    if options.help {
      output(usage)
      return 0
    }
    guard let passwordFile = options.passwordFile ?? defaultPasswordFile(environment) else {
      errors("conjugar-classboard serve: no HOME: give --password-file\n")
      return 2
    }
    if options.setPassword {
      let text = String(decoding: input().prefix(4096), as: UTF8.self)
      let line = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
      do {
        try TeacherPassword.make(line.hasSuffix("\r") ? String(line.dropLast()) : line).write(path: passwordFile)
        output("The page's password is set (its bcrypt hash in \(passwordFile)).\n")
        return 0
      } catch {
        errors("conjugar-classboard serve: \(error.message)\n")
        return 1
      }
    }
    if let refusal = options.binding.refusal {
      errors("conjugar-classboard serve: \(refusal)\n")
      return 2
    }
    guard let url = options.url else {
      errors("conjugar-classboard serve: give the class server's URL (see --help)\n")
      return 2
    }
    let address: ServerAddress
    do { address = try ServerAddress(parsing: url, defaultUser: DataLocation.loginName(environment)) } catch {
      errors("conjugar-classboard serve: \(ServerAddress.redactingURLs(in: error.message))\n")
      return 2
    }
    let password: TeacherPassword
    let names: RosterNames?
    do {
      password = try TeacherPassword.read(path: passwordFile)
      names = try options.roster.map { path throws(ClassPageStoreFailure) in try RosterNames.read(path: path) }
    } catch {
      errors("conjugar-classboard serve: \(SafeText.line(error.message))\n")
      return 1
    }
    let status = Locked<Int32>(0)
    let done = DispatchSemaphore(value: 0)
    let binding = options.binding
    let server = Task {
      do {
        let store = try await PostgresClassPageStore.open(address, environment: environment)
        let app = PageApp(store: store, password: password, names: names, secure: binding.tls)
        do {
          try await PageServer.run(app: app, store: store, binding: binding) { port in
            let scheme = binding.tls ? "https" : "http"
            let host = binding.host.contains(":") ? "[\(binding.host)]" : binding.host
            FileHandle.standardOutput.write(
              Data("The class page is at \(scheme)://\(host):\(port)/ (Ctrl-C stops it).\n".utf8))
          }
        } catch  where Task.isCancelled {}
        await store.close()
      } catch {
        let message = (error as? ClassPageStoreFailure)?.message ?? "\(error)"
        FileHandle.standardError.write(
          Data("conjugar-classboard serve: \(SafeText.line(ServerAddress.redactingURLs(in: message)))\n".utf8))
        status.set(1)
      }
      done.signal()
    }
    // Ctrl-C or SIGTERM: stop at once, open live views and all.
    signal(SIGINT, SIG_IGN)
    signal(SIGTERM, SIG_IGN)
    let stops = [SIGINT, SIGTERM].map { number in
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { server.cancel() }
      source.resume()
      return source
    }
    done.wait()
    for stop in stops { stop.cancel() }
    return status.value
  }
}

/// A value shared between tasks and threads, behind a lock (a class, so that an
/// escaping closure can hold it, which a Mutex alone cannot be).
public final class Locked<Value: Sendable>: Sendable {
  private let mutex: Mutex<Value>
  public init(_ value: Value) { mutex = Mutex(value) }
  public var value: Value { mutex.withLock { $0 } }
  public func set(_ value: Value) { mutex.withLock { $0 = value } }
  public func update(_ change: (inout Value) -> Void) { mutex.withLock { change(&$0) } }
}
