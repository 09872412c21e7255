//! Where a page sits in the site: its breadcrumbs as Schema.org structured data (its neighbours
//! in its section are the plan's, `SitePlan::neighbours`).

use serde_json::json;

use crate::site::escape::script_json;

/// A `BreadcrumbList` (https://schema.org/BreadcrumbList) of (name, absolute URL) pairs, from the
/// home page to the page itself, as JSON safe inside `<script type="application/ld+json">`.
/// The last crumb, the page itself, goes without its URL, which is the page's own.
pub(crate) fn breadcrumb_list<N: AsRef<str>>(
    crumbs: impl ExactSizeIterator<Item = (N, String)>,
) -> String {
    let last = crumbs.len();
    let items: Vec<_> = crumbs
        .enumerate()
        .map(|(i, (name, url))| {
            let mut item = json!({
                "@type": "ListItem",
                "position": i + 1,
                "name": name.as_ref(),
            });
            if i + 1 < last {
                item["item"] = url.into();
            }
            item
        })
        .collect();
    script_json(&json!({
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        "itemListElement": items,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn breadcrumbs_count_from_one_and_cannot_close_the_script() {
        let json = breadcrumb_list(
            [
                ("Home", "https://x.org/en/".to_string()),
                ("</script><b>", "https://x.org/en/games/a/".to_string()),
                ("Page", "https://x.org/en/games/a/b/".to_string()),
            ]
            .into_iter(),
        );
        assert!(!json.contains("</"), "{json}");
        let value: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(value["@type"], "BreadcrumbList");
        let items = value["itemListElement"].as_array().unwrap();
        assert_eq!(items.len(), 3);
        assert_eq!(items[0]["position"], 1);
        assert_eq!(items[1]["position"], 2);
        assert_eq!(items[1]["name"], "</script><b>");
        assert_eq!(items[1]["item"], "https://x.org/en/games/a/");
        assert_eq!(items[2]["position"], 3);
        assert!(items[2].get("item").is_none());
    }
}
