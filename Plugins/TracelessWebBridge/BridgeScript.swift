/// The document-start script added to every frame of the web views the bridge attaches
/// to: it defines `window.traceless.track(name, properties)`, which posts the message as
/// JSON text to the `traceless` script message handler. It never throws into the page:
/// once the handler is gone (Traceless stopped), or for properties JSON cannot encode
/// (a cycle), `track` returns false.
enum BridgeScript {
    static let source = """
        (function () {
          if (window.traceless && window.traceless.track) { return; }
          window.traceless = {
            track: function (name, properties) {
              try {
                var handlers = window.webkit && window.webkit.messageHandlers;
                if (!handlers || !handlers.traceless) { return false; }
                handlers.traceless.postMessage(JSON.stringify({
                  type: "track", event: String(name), properties: properties || {}, time: Date.now()
                }));
                return true;
              } catch (error) {
                return false;
              }
            }
          };
        })();
        """
}
