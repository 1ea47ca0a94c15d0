import FoundationEssentials

/// What a learner's conjugar does with its class at the end of each session
/// (issue 42, 4): a learner who shares sends the share, and every member fetches
/// the class's assignments into the local copy `today` reads; both in one
/// exchange with the companion. Offline first, as the score board's outbox: the
/// share is marked pending in `class.json` before it is sent and unmarked only when
/// the server took it, so a server away leaves it for the next session, `conjugar
/// class share` or `class status`. It never fails the session: a failure is one
/// line on standard error, and the wait is capped (`ClassExchange.sessionEndSeconds`).
/// Only the device World with a database file on disk, and only after the learner
/// joined a class: the simulator and the test Worlds connect to nothing.
public enum ClassAfterSession {
  /// What became of the exchange (tests read it; the session prints only a failure).
  public enum Outcome: Sendable, Equatable {
    /// Nothing to do: not the device World, no class joined.
    case none
    /// The share was sent (when the learner shares) and the assignments fetched.
    case done(shared: Bool)
    /// The class board was not reached or refused: the share waits (when sharing).
    case waiting(String)
  }

  @discardableResult
  public static func run(in world: World, environment: [String: String]) -> Outcome {
    guard world.scenario == .device, world.database.isPersistent else { return .none }
    let path = world.database.path
    // class.json lives where `conjugar class` keeps it for this database.
    let given: String? = (try? DataLocation.path(for: .device, environment: environment)) == path ? nil : path
    guard let store = try? ClassStore.device(database: given, environment: environment) else { return .none }
    let loaded: ClassMembership?
    do { loaded = try store.load() } catch {
      return failed(world, "your class's file cannot be read (\(error.message))", sharing: false)
    }
    guard var membership = loaded else { return .none }
    var request = ClassRequest(
      url: membership.server, loginName: DataLocation.loginName(environment), request: "status")
    var asOf: String?
    if membership.sharing {
      let shape: ClassShare.Shape
      do { shape = try ClassShare.shape(databasePath: path, now: world.clock.now()) } catch {
        return failed(world, "your answers cannot be read for the share", sharing: true)
      }
      // Pending first: a share cut short (the server away, Ctrl-C) is sent next time.
      membership.sharePending = true
      do { try store.save(membership) } catch {
        return failed(world, "your class's file cannot be written (\(error.message))", sharing: true)
      }
      request = ClassRequest(
        url: membership.server, loginName: request.loginName, request: "share", shape: ClassShare.json(shape),
        answers: membership.answers, status: true)
      asOf = shape.asOf
    }
    let reply: ClassReply
    do {
      reply = try ClassExchange.run(request, environment: environment, seconds: ClassExchange.sessionEndSeconds)
    } catch {
      return failed(world, ServerAddress.redactingURLs(in: error.message), sharing: membership.sharing)
    }
    if membership.sharing {
      membership.sharePending = false
      membership.lastShared = asOf
    }
    if let status = reply.status { membership.status = status }
    do { try store.save(membership) } catch {
      return failed(world, "your class's file cannot be written (\(error.message))", sharing: membership.sharing)
    }
    return .done(shared: membership.sharing)
  }

  private static func failed(_ world: World, _ why: String, sharing: Bool) -> Outcome {
    let line =
      "the class board was not reached: \(SafeText.line(why, limit: 300))"
      + (sharing ? "; your share waits for the next session or conjugar class status" : "")
    world.console.warn(line)
    return .waiting(line)
  }
}
