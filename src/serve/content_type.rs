//! The `Content-Type` of a site file, from its extension.

pub(super) fn of(path: &str) -> &'static str {
    let name = path.rsplit('/').next().unwrap_or_default();
    let ext = name
        .rsplit_once('.')
        .map(|(_, e)| e.to_ascii_lowercase())
        .unwrap_or_default();
    match ext.as_str() {
        "html" | "htm" => "text/html; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "json" | "map" => "application/json",
        "webmanifest" => "application/manifest+json",
        "xml" => "application/xml; charset=utf-8",
        "txt" => "text/plain; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "gif" => "image/gif",
        "webp" => "image/webp",
        "avif" => "image/avif",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        "woff" => "font/woff",
        "ttf" => "font/ttf",
        "otf" => "font/otf",
        "pdf" => "application/pdf",
        "wasm" => "application/wasm",
        _ => "application/octet-stream",
    }
}

/// Whether responses of this type get the live-reload script (and the error overlay).
pub(super) fn is_html(path: &str) -> bool {
    of(path).starts_with("text/html")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn knows_the_site_types() {
        assert_eq!(of("/hu/index.html"), "text/html; charset=utf-8");
        assert_eq!(of("/css/site.css"), "text/css; charset=utf-8");
        assert_eq!(of("/js/site.js"), "text/javascript; charset=utf-8");
        assert_eq!(of("/sitemap.xml"), "application/xml; charset=utf-8");
        assert_eq!(of("/robots.txt"), "text/plain; charset=utf-8");
        assert_eq!(of("/img/Board.SVG"), "image/svg+xml");
        assert_eq!(of("/favicon.ico"), "image/x-icon");
        assert_eq!(of("/fonts/a.woff2"), "font/woff2");
        assert_eq!(of("/wasm/rules.wasm"), "application/wasm");
        assert_eq!(of("/LICENSE"), "application/octet-stream");
        assert_eq!(of("/.hidden"), "application/octet-stream");
    }
}
