//! Which `Host` headers the preview answers. A web page elsewhere can point a name it controls at
//! 127.0.0.1 (DNS rebinding) and then read the preview as its own origin; such a request still
//! carries that name. So only names that always mean this machine (`localhost`,
//! `*.localhost`) and address literals are accepted: a loopback address, the bound address, or
//! any address when listening on every interface (an address cannot be rebound).

use std::net::IpAddr;

/// Whether a request whose `Host` header is `host` is for this preview, listening on `bound`.
pub(super) fn allowed(host: &str, bound: IpAddr) -> bool {
    let Some(name) = host_name(host) else {
        return false;
    };
    if let Some(ip) = address(name) {
        return ip.is_loopback() || ip == bound || bound.is_unspecified();
    }
    let name = name.trim_end_matches('.').to_ascii_lowercase();
    name == "localhost" || name.ends_with(".localhost")
}

/// `host` without its port (`[::1]:8080` → `[::1]`); `None` when it is not a host at all.
fn host_name(host: &str) -> Option<&str> {
    let host = host.trim();
    if host.starts_with('[') {
        let end = host.find(']')?;
        let rest = &host[end + 1..];
        return (rest.is_empty() || port(rest.strip_prefix(':')?)).then(|| &host[..=end]);
    }
    let name = match host.rsplit_once(':') {
        Some((name, p)) if port(p) => name,
        Some(_) => return None,
        None => host,
    };
    (!name.is_empty()).then_some(name)
}

fn port(text: &str) -> bool {
    !text.is_empty() && text.len() <= 5 && text.bytes().all(|b| b.is_ascii_digit())
}

fn address(name: &str) -> Option<IpAddr> {
    match name.strip_prefix('[') {
        Some(v6) => v6.strip_suffix(']')?.parse().ok(),
        None => name.parse().ok(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn loopback_names_and_addresses_are_answered() {
        let bound = ip("127.0.0.1");
        for host in [
            "localhost",
            "LOCALHOST:1111",
            "localhost.",
            "preview.localhost:80",
            "127.0.0.1:1111",
            "127.0.0.2",
            "[::1]:1111",
            "[::1]",
        ] {
            assert!(allowed(host, bound), "{host}");
        }
    }

    #[test]
    fn other_names_are_refused() {
        let bound = ip("127.0.0.1");
        for host in [
            "evil.example",
            "evil.example:1111",
            "localhost.evil.example",
            "127.0.0.1.nip.io",
            "192.168.1.5:1111",
            "",
            ":1111",
            "localhost:x",
            "[::1",
            "[::1]x",
        ] {
            assert!(!allowed(host, bound), "{host}");
        }
    }

    #[test]
    fn the_bound_address_and_any_address_on_every_interface() {
        assert!(allowed("192.168.1.5:1111", ip("192.168.1.5")));
        assert!(!allowed("192.168.1.6:1111", ip("192.168.1.5")));
        assert!(allowed("192.168.1.6:1111", ip("0.0.0.0")));
        assert!(allowed("[fe80::1]:1111", ip("::")));
        assert!(!allowed("evil.example", ip("0.0.0.0")));
    }
}
