import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdTLS
import Logging
import NIOCore
import NIOSSL

/// The request context: the default one, with the smaller body limit.
struct PageContext: RequestContext {
  var coreContext: CoreRequestContextStorage
  init(source: ApplicationRequestContextSource) { coreContext = .init(source: source) }
  var maxUploadSize: Int { PageApp.maximumBody }
}

/// Carries PageApp over HTTP with Hummingbird, and streams the live view's
/// server-sent events: each says only "changed", and the page re-reads itself.
public enum PageServer {
  /// Where and how to listen.
  public struct Binding: Sendable, Equatable {
    public var host: String
    public var port: Int
    public var certificate: String?
    public var key: String?

    public init(host: String = "127.0.0.1", port: Int = 8470, certificate: String? = nil, key: String? = nil) {
      self.host = host
      self.port = port
      self.certificate = certificate
      self.key = key
    }

    public var tls: Bool { certificate != nil }

    /// 127.0.0.0/8, ::1 and localhost.
    public var isLoopback: Bool {
      host == "localhost" || host == "::1" || host == "[::1]" || Self.ipv4(host).map { $0.first == 127 } == true
    }

    static func ipv4(_ host: String) -> [Int]? {
      let parts = host.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
      guard parts.count == 4, parts.allSatisfy({ $0.map { (0...255).contains($0) } == true }) else { return nil }
      return parts.compactMap { $0 }
    }

    /// Why this binding is refused, if it is: anything but loopback needs TLS, and a
    /// certificate needs its key.
    public var refusal: String? {
      if (certificate == nil) != (key == nil) {
        return "--tls-cert and --tls-key go together"
      }
      if !isLoopback && !tls {
        return "the page listens on loopback only unless it has TLS: give --tls-cert and --tls-key to listen on \(host)"
      }
      guard (1...65_535).contains(port) else { return "the port must be 1 to 65535" }
      return nil
    }
  }

  /// Serves until its task is cancelled (ServeCommand cancels it on SIGINT or
  /// SIGTERM: open live views would hold a graceful shutdown forever); `ready` is
  /// called with the bound port.
  public static func run(
    app: PageApp, store: any ClassPageStore, binding: Binding, ready: @escaping @Sendable (Int) -> Void
  ) async throws {
    var logger = Logger(label: "conjugar.classpage")
    logger.logLevel = .critical
    let responder = CallbackResponder<PageContext> { request, context in
      try await respond(request, context: context, app: app, store: store)
    }
    let server: HTTPServerBuilder
    if let certificate = binding.certificate, let key = binding.key {
      var tls = TLSConfiguration.makeServerConfiguration(
        certificateChain: try NIOSSLCertificate.fromPEMFile(certificate).map { .certificate($0) },
        privateKey: .privateKey(try NIOSSLPrivateKey(file: key, format: .pem)))
      tls.minimumTLSVersion = .tlsv12
      server = try .tls(.http1(), tlsConfiguration: tls)
    } else {
      server = .http1()
    }
    let application = Application(
      responder: responder, server: server,
      configuration: ApplicationConfiguration(address: .hostname(binding.host, port: binding.port), serverName: nil),
      onServerRunning: { channel in ready(channel.localAddress?.port ?? binding.port) },
      logger: logger)
    try await application.run()
  }

  static func respond(
    _ request: Request, context: PageContext, app: PageApp, store: any ClassPageStore
  ) async throws -> Response {
    var request = request
    var headers: [String: String] = [:]
    for field in request.headers {
      let name = field.name.canonicalName
      headers[name] = headers[name].map { $0 + (name == "cookie" ? "; " : ", ") + field.value } ?? field.value
    }
    // HTTP/1's Host arrives as the request's authority (swift-http-types).
    if headers["host"] == nil, let authority = request.head.authority { headers["host"] = authority }
    let path = request.uri.path
    let page = PageRequest(
      method: request.method.rawValue, path: path, query: request.uri.query ?? "", headers: headers, body: [])
    let parts = path.split(separator: "/").map(String.init)
    if request.method == .get, parts.count == 3, parts[0] == "class", parts[2] == "events",
      PageApp.validID(parts[1])
    {
      guard app.mayListen(page) else { return plain(.forbidden, "not signed in") }
      return events(for: parts[1], store: store)
    }
    var bytes: [UInt8] = []
    if request.method == .post {
      do {
        let buffer = try await request.collectBody(upTo: PageApp.maximumBody)
        bytes = Array(buffer.readableBytesView)
      } catch {
        return plain(.contentTooLarge, "the request is larger than this page takes (16 KiB)")
      }
    }
    var full = page
    full.body = bytes
    let answer = await app.handle(full)
    var fields = HTTPFields()
    for (name, value) in answer.headers {
      if let field = HTTPField.Name(name) { fields.append(HTTPField(name: field, value: value)) }
    }
    return Response(
      status: HTTPResponse.Status(code: answer.status), headers: fields,
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body)))
  }

  static func plain(_ status: HTTPResponse.Status, _ text: String) -> Response {
    var fields = HTTPFields()
    for (name, value) in PageApp.securityHeaders {
      if let field = HTTPField.Name(name) { fields.append(HTTPField(name: field, value: value)) }
    }
    fields[.contentType] = "text/plain; charset=utf-8"
    return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(string: text + "\n")))
  }

  /// The least time between two "changed" events of one live view.
  public static let eventPace: Duration = .milliseconds(500)

  /// `text/event-stream`: a comment at once, then `data: changed` each time the
  /// class (or, unknown which, any class) changes, a comment every 15 s to keep
  /// proxies from closing it. Ends when the browser goes.
  static func events(for classID: String, store: any ClassPageStore) -> Response {
    var fields = HTTPFields()
    for (name, value) in PageApp.securityHeaders {
      if let field = HTTPField.Name(name) { fields.append(HTTPField(name: field, value: value)) }
    }
    fields[.contentType] = "text/event-stream; charset=utf-8"
    let changes = store.changes()
    let body = ResponseBody { writer in
      try await writer.write(ByteBuffer(string: ": listening\nretry: 3000\n\n"))
      try await withThrowingTaskGroup(of: Void.self) { group in
        let (ticks, tick) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(8))
        group.addTask {
          // At most one "changed" per `eventPace`: changes that arrive meanwhile are
          // one (the store keeps the newest), so a flood of notifications (any role
          // may NOTIFY the channel) costs the page at most one re-read per pace.
          var last: ContinuousClock.Instant?
          for await changed in changes where changed == nil || changed == classID {
            if let last {
              let wait = last.advanced(by: eventPace) - ContinuousClock.now
              if wait > .zero { try? await Task.sleep(for: wait) }
            }
            tick.yield("data: changed\n\n")
            last = ContinuousClock.now
          }
          tick.finish()
        }
        group.addTask {
          while !Task.isCancelled {
            try await Task.sleep(for: .seconds(15))
            tick.yield(": still here\n\n")
          }
        }
        for await text in ticks {
          try await writer.write(ByteBuffer(string: text))
        }
        group.cancelAll()
      }
      try await writer.finish(nil)
    }
    return Response(status: .ok, headers: fields, body: body)
  }
}
