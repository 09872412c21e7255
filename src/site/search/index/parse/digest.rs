//! What Pagefind 1.6's parser (MIT) does with each element, text and end tag of a page, with its
//! default settings: the text of the element marked `data-pagefind-body` with markers where an
//! element with an id starts (a sub-result's anchor) and where a weight starts and ends, the
//! text of each anchor, the page's metadata and its language. Pagefind keeps a chain of
//! reference-counted nodes; an element's node is the current one from its start tag to its end,
//! so the open nodes form a stack and are kept as one here.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use regex::Regex;

use super::super::text::normalize_content;
use super::DomParserResult;

/// The characters that end a sentence's last word (constant patterns: they always compile).
static SENTENCE_CHARS: LazyLock<Option<Regex>> =
    LazyLock::new(|| Regex::new("[\\w'\"\\)\\$\\*]").ok());
static ATTRIBUTE_MATCH: LazyLock<Option<Regex>> =
    LazyLock::new(|| Regex::new("^\\s*(?P<name>[^:\\[\\]]+)\\[(?P<attribute>.+)\\]\\s*$").ok());

/// Whether the text ends in a character after which a block gets a full stop.
fn ends_sentence(text: &str) -> bool {
    let Some(c) = text.chars().next_back() else {
        return false;
    };
    if c.is_ascii() {
        // The pattern's ASCII characters: `\w` is `[0-9A-Za-z_]` there.
        return c.is_ascii_alphanumeric() || matches!(c, '_' | '\'' | '"' | ')' | '$' | '*');
    }
    let mut buffer = [0; 4];
    SENTENCE_CHARS
        .as_ref()
        .is_some_and(|re| re.is_match(c.encode_utf8(&mut buffer)))
}

const SENTENCE_SELECTORS: &[&str] = &[
    "h1", "h2", "h3", "h4", "h5", "h6", "p", "td", "div", "ul", "li", "article", "section",
];
const INLINE_SELECTORS: &[&str] = &[
    "a", "abbr", "acronym", "b", "bdo", "big", "br", "button", "cite", "code", "dfn", "em", "i",
    "img", "input", "kbd", "label", "map", "object", "output", "q", "samp", "script", "select",
    "small", "span", "strong", "sub", "sup", "textarea", "time", "tt", "var",
];
/// Elements whose content Pagefind leaves out (when inside the root element).
pub(super) const REMOVE_SELECTORS: &[&str] = &[
    "head", "style", "script", "noscript", "label", "form", "svg", "footer", "nav", "iframe",
    "template",
];
const SPACE_SELECTORS: &[&str] = &["br"];

/// An element's attributes as the parser asks for them: by name in any case, the first of
/// that name, its value as written.
pub(super) trait Attributes {
    fn get(&self, name: &str) -> Option<String>;
    fn has(&self, name: &str) -> bool;
}

#[derive(Clone, Copy, Debug, PartialEq, Default)]
enum NodeStatus {
    #[default]
    Indexing,
    // Our content & children should not be indexed
    Ignored,
    // Our content & children should be excluded entirely
    // (including meta / filters)
    Excluded,
    Body,
    // There was a body element below us,
    // so our content should be ignored.
    ParentOfBody,
}

/// Which element a node is, where its end needs it.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
enum Kind {
    #[default]
    Other,
    H1,
    Title,
}

/// A single HTML element that we're reading into.
#[derive(Default, Debug)]
struct Node {
    current_value: String,
    meta: Option<Vec<String>>,
    default_meta: Option<Vec<String>>,
    weight: Option<String>,
    anchor_ids: Option<Vec<String>>,
    status: NodeStatus,
    kind: Kind,
}

/// The page read so far: the open nodes (the root first, the current one last) and what the
/// page has given.
#[derive(Debug)]
pub(super) struct Reader {
    nodes: Vec<Node>,
    meta: BTreeMap<String, String>,
    default_meta: BTreeMap<String, String>,
    anchor_content: BTreeMap<String, String>,
    anchor_titles: BTreeMap<String, String>,
    language: Option<String>,
    anchor_counter: usize,
}

impl Default for Reader {
    fn default() -> Self {
        Reader {
            nodes: vec![Node::default()],
            meta: BTreeMap::new(),
            default_meta: BTreeMap::new(),
            anchor_content: BTreeMap::new(),
            anchor_titles: BTreeMap::new(),
            language: None,
            anchor_counter: 0,
        }
    }
}

impl Reader {
    fn current(&mut self) -> &mut Node {
        let last = self.nodes.len() - 1;
        &mut self.nodes[last]
    }

    /// An `<html>` start tag: the page's language.
    pub(super) fn html(&mut self, attributes: &impl Attributes) {
        if let Some(lang) = attributes.get("lang") {
            self.language = Some(lang.to_lowercase());
        }
    }

    /// The start of an element inside the root (or the root itself), `tag_name` lower-cased;
    /// an element that cannot have content (a void one) ends here.
    pub(super) fn start(&mut self, tag_name: &str, el: &impl Attributes, can_have_content: bool) {
        let explicit_ignore_flag =
            el.get("data-pagefind-ignore")
                .map(|attr| match attr.to_ascii_lowercase().as_str() {
                    "" | "index" | "true" => NodeStatus::Ignored,
                    _ => NodeStatus::Excluded,
                });
        let treat_as_body = el.has("data-pagefind-body");
        let weight = el.get("data-pagefind-weight");
        let element_id = el
            .get("id")
            .map(|e| e.chars().filter(|c| !c.is_whitespace()).collect::<String>());
        let pagefind_title = el
            .get("data-pagefind-title")
            .map(|title| normalize_content(&title))
            .filter(|title| !title.is_empty());
        let meta = el
            .get("data-pagefind-meta")
            .map(|attr| parse_attr_string(&attr, el));
        let default_meta = el
            .get("data-pagefind-default-meta")
            .map(|attr| parse_attr_string(&attr, el));
        let index_attrs: Option<Vec<String>> = el
            .get("data-pagefind-index-attrs")
            .map(|attr| attr.split(',').map(|a| a.trim().to_string()).collect());

        let status = if treat_as_body {
            NodeStatus::Body
        } else if let Some(explicit_ignore_flag) = explicit_ignore_flag {
            explicit_ignore_flag
        } else {
            NodeStatus::Indexing
        };

        let mut anchor_id = None;
        if status != NodeStatus::Excluded && status != NodeStatus::Ignored {
            if let Some(element_id) = element_id {
                let counter = self.anchor_counter;
                let parent = self.current();
                // Don't insert anchors if this node is outside of a body-tree
                if !(parent.status == NodeStatus::ParentOfBody
                    && status != NodeStatus::Body
                    && status != NodeStatus::ParentOfBody)
                {
                    let value = &mut parent.current_value;
                    for part in [" ___PAGEFIND_ANCHOR___", tag_name, ":"] {
                        value.push_str(part);
                    }
                    let id = format!("{counter}:{element_id}");
                    value.push_str(&id);
                    value.push(' ');
                    anchor_id = Some(id);
                    self.anchor_counter += 1;
                }
            }
        }

        if let (Some(anchor_id), Some(title)) = (&anchor_id, pagefind_title) {
            self.anchor_titles.insert(anchor_id.clone(), title);
        }

        if status != NodeStatus::Excluded {
            if let Some(attrs) = index_attrs {
                for attr in attrs {
                    let mut value = el.get(attr.trim()).unwrap_or_default();
                    if ends_sentence(&value) {
                        value.push('.');
                    }
                    let parent = &mut self.current().current_value;
                    parent.push(' ');
                    parent.push_str(&value);
                    parent.push(' ');
                }
            }
            // Handle adding spaces between words separated by <br/> tags and the like
            if SPACE_SELECTORS.contains(&tag_name) {
                self.current().current_value.push(' ');
            }
        }

        let parent = self.current();
        let mut node_anchors =
            if parent.anchor_ids.is_some() && INLINE_SELECTORS.contains(&tag_name) {
                parent.anchor_ids.clone()
            } else {
                None
            };
        if let Some(this_node_anchor_id) = anchor_id {
            node_anchors
                .get_or_insert_with(Vec::new)
                .push(this_node_anchor_id);
        }
        let node = Node {
            status: match parent.status {
                NodeStatus::Excluded => NodeStatus::Excluded,
                _ => status,
            },
            meta,
            default_meta,
            anchor_ids: node_anchors,
            current_value: String::new(),
            weight,
            kind: match tag_name {
                "h1" => Kind::H1,
                "title" => Kind::Title,
                _ => Kind::Other,
            },
        };

        if can_have_content {
            self.nodes.push(node);
            return;
        }
        // Tags like <img /> have no end tag: the node ends here.

        // For fully-excluded elements, we want to bail before we
        // even get to filters or metadata.
        if node.status == NodeStatus::Excluded {
            return;
        }
        // Metadata counts on ignored elements too.
        self.record_meta(&node);
        // Try to capture the first image _after_ a title (if unset)
        if tag_name == "img"
            && !self.meta.contains_key("auto_image")
            && (self.meta.contains_key("auto_title") || self.meta.contains_key("title"))
        {
            if let Some(src) = el.get("src") {
                self.meta
                    .insert("auto_image".into(), normalize_content(&src));
                if let Some(alt) = el.get("alt") {
                    self.meta
                        .insert("auto_image_alt".into(), normalize_content(&alt));
                }
            }
        }
    }

    /// An element of the removed kinds (`REMOVE_SELECTORS`) inside the root: the current node
    /// (the element's own, or its parent's if it has no content) is ignored.
    pub(super) fn ignore_current(&mut self) {
        self.current().status = NodeStatus::Ignored;
    }

    /// Text inside the root.
    pub(super) fn text(&mut self, text: &str) {
        let last = self.nodes.len() - 1;
        let node = &mut self.nodes[last];
        node.current_value.push_str(text);
        let node_is_ignored =
            node.status == NodeStatus::Ignored || node.status == NodeStatus::Excluded;
        if node_is_ignored {
            return;
        }
        for anchor_id in node.anchor_ids.iter().flatten() {
            match self.anchor_content.get_mut(anchor_id) {
                Some(anchor_text) => anchor_text.push_str(text),
                None => {
                    self.anchor_content
                        .insert(anchor_id.clone(), text.to_string());
                }
            }
        }
    }

    /// The end of the current node's element, by an end tag named `end_name` (lower-cased:
    /// its own or an ancestor's that closes it).
    pub(super) fn end(&mut self, end_name: &str) {
        if self.nodes.len() < 2 {
            return;
        }
        let Some(node) = self.nodes.pop() else {
            return;
        };

        // For fully-excluded elements, we want to bail before we
        // even get to filters or metadata.
        if node.status == NodeStatus::Excluded {
            return;
        }

        // Metadata counts on ignored elements too.
        self.record_meta(&node);

        // Try to capture the first title on the page (if unset)
        if node.kind == Kind::H1
            && !self.meta.contains_key("auto_title")
            && !node.current_value.trim().is_empty()
        {
            self.meta
                .insert("auto_title".into(), normalize_content(&node.current_value));
        }
        // Try to capture the actual title of the page as a fallback for later
        if node.kind == Kind::Title && !self.meta.contains_key("auto_page_title") {
            self.meta.insert(
                "auto_page_title".into(),
                normalize_content(&node.current_value),
            );
        }

        // If we bail out now, the content won't be persisted anywhere
        // and the node + children will be dropped.
        if node.status == NodeStatus::Ignored {
            return;
        }

        // If the parent is a parent of a body, we don't want to append
        // any more content to it. (Unless, of course, we are representing another body)
        let parent = self.current();
        if parent.status == NodeStatus::ParentOfBody
            && node.status != NodeStatus::Body
            && node.status != NodeStatus::ParentOfBody
        {
            return;
        }
        if matches!(node.status, NodeStatus::Body | NodeStatus::ParentOfBody) {
            // If our parent is already a parent of a body, then
            // we're probably a subsequent body. Avoid clearing it out.
            if parent.status != NodeStatus::ParentOfBody {
                parent.current_value.clear();
            }
            parent.status = NodeStatus::ParentOfBody;
        }
        // The node's text goes onto the end of its parent's, as Pagefind builds it: for a
        // block a space before and (unless it already ends a sentence) a full stop and a space
        // after, all within its weight's markers.
        let weight = node
            .weight
            .as_deref()
            .map(|w| (" ___PAGEFIND_WEIGHT___", w))
            .or(match end_name {
                "h1" => Some("7"),
                "h2" => Some("6"),
                "h3" => Some("5"),
                "h4" => Some("4"),
                "h5" => Some("3"),
                "h6" => Some("2"),
                _ => None,
            }
            .map(|w| (" ___PAGEFIND_AUTO_WEIGHT___", w)));
        let out = &mut parent.current_value;
        if let Some((marker, weight)) = weight {
            out.push_str(marker);
            out.push_str(weight);
            out.push(' ');
        }
        let value = &node.current_value;
        if SENTENCE_SELECTORS.contains(&end_name) {
            out.push(' ');
            out.push_str(value);
            if ends_sentence(value) {
                out.push('.');
            }
            out.push(' ');
        } else {
            out.push_str(value);
        }
        if weight.is_some() {
            out.push_str(" ___END_PAGEFIND_WEIGHT___ ");
        }
    }

    /// What the page gives the index, its unclosed elements closed.
    pub(super) fn finish(self) -> DomParserResult {
        let Reader {
            mut nodes,
            mut meta,
            mut default_meta,
            anchor_content,
            anchor_titles,
            language,
            ..
        } = self;

        // Elements left open are closed into their parents, up to the root.
        while nodes.len() > 1 {
            let Some(node) = nodes.pop() else { break };
            let last = nodes.len() - 1;
            let parent = &mut nodes[last];
            if parent.status != NodeStatus::ParentOfBody {
                match node.status {
                    NodeStatus::Ignored | NodeStatus::Excluded => {}
                    NodeStatus::Indexing => {
                        parent.current_value.push_str(&node.current_value);
                    }
                    NodeStatus::Body | NodeStatus::ParentOfBody => {
                        parent.current_value = node.current_value;
                        parent.status = NodeStatus::ParentOfBody;
                    }
                };
            }
        }

        if let Some(image) = meta.remove("auto_image") {
            let alt = meta.remove("auto_image_alt").unwrap_or_default();
            if !meta.contains_key("image") {
                meta.insert("image".into(), image);
                meta.insert("image_alt".into(), alt);
            }
        }
        for automatic in ["auto_title", "auto_page_title"] {
            if let Some(title) = meta.remove(automatic) {
                meta.entry("title".into()).or_insert(title);
            }
        }
        // The page's metadata over its defaults.
        default_meta.extend(meta);

        let root = nodes.pop().unwrap_or_default();
        DomParserResult {
            digest: normalize_content(&root.current_value),
            meta: default_meta,
            anchor_content,
            anchor_titles,
            has_custom_body: root.status == NodeStatus::ParentOfBody,
            language: language
                .filter(|lang| !lang.is_empty())
                .unwrap_or_else(|| "unknown".into()),
        }
    }

    /// Keeps the metadata an element gives (`data-pagefind-meta`, `data-pagefind-default-meta`).
    fn record_meta(&mut self, node: &Node) {
        for (metas, into) in [
            (&node.meta, &mut self.meta),
            (&node.default_meta, &mut self.default_meta),
        ] {
            for meta in metas.iter().flatten() {
                if let Some((meta, value)) = node.get_attribute_pair(meta) {
                    into.insert(meta, value);
                }
            }
        }
    }
}

fn parse_attr_string(input: &str, el: &impl Attributes) -> Vec<String> {
    if let Some((attrs, literal)) = input.split_once(':') {
        let mut attrs = parse_attr_string(attrs, el);
        if let Some(last) = attrs.last_mut() {
            last.push(':');
            last.push_str(literal);
        }
        return attrs;
    }
    input
        .split(',')
        .map(|chunk| {
            let chunk = chunk.trim();
            let captures = ATTRIBUTE_MATCH.as_ref().and_then(|re| re.captures(chunk));
            match captures
                .as_ref()
                .and_then(|c| Some((c.name("name")?, c.name("attribute")?)))
            {
                Some((name, attr)) => format!(
                    "{}:{}",
                    name.as_str(),
                    el.get(attr.as_str()).unwrap_or_default()
                ),
                None => chunk.to_owned(),
            }
        })
        .collect()
}

impl Node {
    fn get_attribute_pair(&self, input: &str) -> Option<(String, String)> {
        match input.split_once(':') {
            Some((filter, value)) => Some((filter.to_owned(), normalize_content(value))),
            None => {
                if self.current_value.is_empty() {
                    None
                } else {
                    Some((input.to_owned(), normalize_content(&self.current_value)))
                }
            }
        }
    }
}
