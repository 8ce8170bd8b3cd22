/// Domains under which anyone can register a name, so `*.domain` on the allow-list would
/// let every site under them send: every single-label domain (`com`, `uk`, `dev`), the
/// common two-label registries (`co.uk`, `com.au`), and hosts that serve anyone's pages
/// (`github.io`). A short built-in list, not the whole Public Suffix List: it catches the
/// mistakes people make; a rarer suffix still passes.
enum PublicSuffixes {
    static let rule = "a wildcard over a public suffix (a single label such as com, or one like co.uk or github.io) would admit every site under it"

    static func contains(_ domain: String) -> Bool {
        !domain.contains(".") || multiLabel.contains(domain)
    }

    private static let multiLabel: Set<String> = [
        // Country registries' second levels.
        "co.uk", "org.uk", "me.uk", "ac.uk", "gov.uk", "ltd.uk", "plc.uk", "net.uk",
        "com.au", "net.au", "org.au", "edu.au", "gov.au", "id.au",
        "co.nz", "net.nz", "org.nz", "govt.nz", "ac.nz",
        "co.jp", "ne.jp", "or.jp", "ac.jp", "go.jp", "gr.jp",
        "co.kr", "or.kr", "ne.kr", "go.kr",
        "com.cn", "net.cn", "org.cn", "gov.cn", "edu.cn",
        "com.hk", "com.tw", "com.sg", "com.my", "co.id", "co.th", "com.vn", "com.ph", "com.pk",
        "co.in", "net.in", "org.in", "gov.in", "ac.in",
        "co.il", "com.tr", "com.sa", "com.eg", "co.za", "com.ng", "co.ke",
        "com.br", "net.br", "org.br", "gov.br", "com.mx", "com.ar", "com.co", "com.pe", "com.uy",
        "com.ua", "com.pl", "com.es", "com.pt", "co.at", "or.at",
        // Hosts of anyone's pages.
        "github.io", "gitlab.io", "netlify.app", "vercel.app", "pages.dev", "workers.dev", "web.app",
        "firebaseapp.com", "appspot.com", "herokuapp.com", "blogspot.com", "azurewebsites.net",
        "cloudfront.net", "amazonaws.com", "s3.amazonaws.com",
    ]
}
