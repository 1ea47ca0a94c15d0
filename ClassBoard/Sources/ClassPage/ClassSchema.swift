/// The class server's names the page reads (docs/classboard.md, "The class server's
/// schema", published by class-server).
enum ClassSchema {
  /// The NOTIFY channel a share, an unshare, a join or an assignment raises.
  static let channel = "conjugar_class"
}
