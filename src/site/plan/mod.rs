//! The site plan: which page is published in which language, under which URL, from which text.
//! Translations of one page are linked by its page id, never by matching slugs. The URL segment
//! of each content section comes from the language's `path-<section>` message, checked here.

mod lessons;
mod prepare;
mod variables;

pub(crate) use lessons::Lessons;

pub(crate) use prepare::{languages, pages, LanguageStrings, Planned};
pub(crate) use variables::variable_mismatches;

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::ops::Range;
use std::path::Path;

use crate::site::diagnostic::{Diagnostic, Diagnostics, LineColumn};
use crate::site::load::config::SiteConfig;
use crate::site::load::content::{Page, Translation};
use crate::site::load::layout::LOCALES;
use crate::site::messages;
use crate::site::names::{self, NameError};

/// The published copy of one page in one language.
#[derive(Debug)]
pub(crate) struct Instance<'a> {
    pub page: &'a Page,
    pub lang: &'a str,
    /// The text shown: the language's own, or its fallback's.
    pub text: &'a Translation,
    /// Site-relative path, e.g. `/hu/valtozatok/friz-dama/`.
    pub path: String,
}

impl Instance<'_> {
    /// Whether the text comes from another language because this one has none yet.
    pub(crate) fn is_fallback(&self) -> bool {
        self.text.lang != self.lang
    }
}

/// A section's URL segment: a file name, and not the folder of the language's search index,
/// which the build writes beside the sections.
fn url_segment(segment: &str) -> Result<(), NameError> {
    names::check_path_segment("a URL segment", segment)?;
    if segment == names::BUNDLE_FOLDER {
        return Err(NameError::SearchIndexFolder {
            found: segment.to_string(),
        });
    }
    Ok(())
}

/// URL segments per language: the localized name of each content section (`path-<section>`).
pub(crate) type SectionPaths = BTreeMap<String, BTreeMap<String, String>>;

/// Each content section's URL segment per language, from the message `path-<section>`.
pub(crate) fn section_paths(
    pages: &[Page],
    languages: &BTreeMap<&str, LanguageStrings>,
    diagnostics: &mut Diagnostics,
) -> SectionPaths {
    let mut paths = SectionPaths::new();
    let sections: BTreeSet<&str> = pages.iter().map(|p| p.facts.section.as_str()).collect();
    for (tag, data) in languages {
        // What the language lacks is missing from its locale folder.
        let folder = Path::new(LOCALES).join(tag);
        for section in &sections {
            let id = format!("{}{section}", messages::PATH_PREFIX);
            let key = messages::template_key(&id);
            match data.i18n.get(&key) {
                Some(segment) => match url_segment(segment) {
                    Ok(()) => {
                        paths
                            .entry(tag.to_string())
                            .or_default()
                            .insert(section.to_string(), segment.clone());
                    }
                    // A segment is a folder of the output: `..` or `/` would write elsewhere.
                    Err(message) => {
                        let (file, at) = match data.localizer.entry_site(&id) {
                            Some(site) => (site.file.clone(), site.at),
                            None => (folder.clone(), LineColumn::default()),
                        };
                        diagnostics.push(Diagnostic::error(file, at, format!("`{id}`: {message}")));
                    }
                },
                None => diagnostics.push(Diagnostic::error(
                    &folder,
                    LineColumn::default(),
                    format!(
                        "no URL segment for the section `{section}`: expected a message `{id}` in a `.ftl` file"
                    ),
                )),
            }
        }
    }
    paths
}

pub(crate) struct SitePlan<'a> {
    pub instances: Vec<Instance<'a>>,
    /// (page id, lang) → index into `instances`.
    index: HashMap<(&'a str, &'a str), usize>,
    /// Each language's instances: a language's are next to one another, in page order.
    languages: HashMap<&'a str, Range<usize>>,
    /// For each instance, the previous and next instance of its language and section.
    neighbours: Vec<(Option<usize>, Option<usize>)>,
    /// The games' lesson paths (set once the languages' URL segments are known).
    pub lessons: Lessons<'a>,
}

impl<'a> SitePlan<'a> {
    pub(crate) fn new(
        config: &'a SiteConfig,
        pages: &'a [Page],
        section_paths: &SectionPaths,
        out: &mut Diagnostics,
    ) -> SitePlan<'a> {
        let mut instances = Vec::new();
        // Each language's instances follow one another: its range of them.
        let mut languages: HashMap<&str, Range<usize>> = HashMap::new();
        for lang in &config.languages {
            let first = instances.len();
            // (section segment, slug) → the text that took it first.
            let mut slugs: HashMap<(&str, &str), &Translation> = HashMap::new();
            for page in pages {
                let Some(text) = text_for(page, &lang.tag, &lang.fallback, config) else {
                    continue;
                };
                let Some(segment) = section_paths
                    .get(&lang.tag)
                    .and_then(|s| s.get(&page.facts.section))
                else {
                    continue; // Reported when the section paths were resolved.
                };
                if let Some(first) = slugs.get(&(segment.as_str(), text.slug.as_str())) {
                    out.push(Diagnostic::error(
                        &text.path,
                        text.slug_at,
                        format!(
                            "slug `{}` is already used in `{}` by {}",
                            text.slug,
                            lang.tag,
                            first.path.display()
                        ),
                    ));
                    continue;
                }
                slugs.insert((segment, &text.slug), text);
                instances.push(Instance {
                    page,
                    lang: &lang.tag,
                    text,
                    path: format!("/{}/{segment}/{}/", lang.tag, text.slug),
                });
            }
            languages.insert(&lang.tag, first..instances.len());
        }
        let index = instances
            .iter()
            .enumerate()
            .map(|(i, inst)| ((inst.page.facts.id.as_str(), inst.lang), i))
            .collect();
        let mut neighbours = vec![(None, None); instances.len()];
        // (language, section) → the last instance seen of it.
        let mut last: HashMap<(&str, &str), usize> = HashMap::new();
        for (i, inst) in instances.iter().enumerate() {
            let key = (inst.lang, inst.page.facts.section.as_str());
            if let Some(previous) = last.insert(key, i) {
                neighbours[i].0 = Some(previous);
                neighbours[previous].1 = Some(i);
            }
        }
        SitePlan {
            instances,
            index,
            languages,
            neighbours,
            lessons: Lessons::default(),
        }
    }

    /// The pages before and after `page_id` among its section's pages in `lang` (in the site's
    /// order).
    pub(crate) fn neighbours(
        &self,
        page_id: &str,
        lang: &str,
    ) -> (Option<&Instance<'a>>, Option<&Instance<'a>>) {
        let Some(&i) = self.index.get(&(page_id, lang)) else {
            return (None, None);
        };
        let (previous, next) = self.neighbours[i];
        (
            previous.map(|p| &self.instances[p]),
            next.map(|n| &self.instances[n]),
        )
    }

    pub(crate) fn get(&self, page_id: &str, lang: &str) -> Option<&Instance<'a>> {
        self.index
            .get(&(page_id, lang))
            .map(|&i| &self.instances[i])
    }

    /// The copies of a page in every language, in the order of `site.toml`.
    pub(crate) fn translations_of<'p>(
        &'p self,
        page_id: &'p str,
        config: &'p SiteConfig,
    ) -> impl Iterator<Item = &'p Instance<'a>> + 'p {
        config
            .languages
            .iter()
            .filter_map(move |l| self.get(page_id, &l.tag))
    }

    /// Pages of one language, those published from a fallback's text included.
    pub(crate) fn in_language<'p>(
        &'p self,
        lang: &'p str,
    ) -> impl Iterator<Item = &'p Instance<'a>> + 'p {
        let range = self.languages.get(lang).cloned().unwrap_or_default();
        self.instances[range].iter()
    }
}

/// The language's own text, else the first fallback (then the reference language) that has one.
fn text_for<'p>(
    page: &'p Page,
    lang: &str,
    fallback: &[String],
    config: &SiteConfig,
) -> Option<&'p Translation> {
    std::iter::once(lang)
        .chain(fallback.iter().map(String::as_str))
        .chain(std::iter::once(config.reference_language.as_str()))
        .find_map(|tag| page.translations.get(tag))
}
