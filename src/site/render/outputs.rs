//! The files a render produces: which there are, which a change touches, and rendering them in
//! parallel into the sink.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::ops::Range;
use std::sync::Mutex;

use rayon::prelude::*;

use crate::site::diagnostic::{Diagnostic, Diagnostics, LineColumn};
use crate::site::links::{self, CheckedFragment, PageScan, SitePaths};
use crate::site::load::content::Page;
use crate::site::render::context::{PageRenderer, SiteView, UnwrittenTitles, LESSONS_TEMPLATE};
use crate::site::render::sitemap::{robots, sitemap, sitemap_entries};
use crate::site::render::splice::Spliced;
use crate::site::social;
use crate::site::sync::{lock, Recover};

/// Where rendered files go as soon as each is rendered, by site path: into the staging folder
/// for `build`, into memory for the preview server, nowhere for `check`. Files are handed over
/// from several threads at once.
pub(crate) type Sink<'s> = &'s (dyn Fn(&str, RenderedFile) -> std::io::Result<()> + Sync);

/// A rendered file: text, or a social image's card, which the sink draws (or keeps to draw).
pub(crate) enum RenderedFile {
    Text(String),
    Image(social::Card),
}

/// What changed since the last render, and so what must be rendered again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Change {
    Everything,
    /// A page's text: its copies in every language, and the home pages when what they list of
    /// it (its tagline) changed.
    Page {
        id: String,
        listed: bool,
    },
    /// A locale folder: every page of the languages whose fallback chain uses it.
    Locale(String),
    /// A template: every page rendered with it.
    Template(String),
}

/// One output file and what it was made from.
pub(crate) struct Output<'p> {
    pub path: String,
    pub lang: Option<&'p str>,
    pub page: Option<&'p str>,
    pub template: &'static str,
    pub kind: OutputKind<'p>,
}

impl Output<'_> {
    /// Whether the output is an HTML page (not a picture or image).
    pub(crate) fn is_page(&self) -> bool {
        !matches!(self.kind, OutputKind::Picture(_) | OutputKind::Social(_))
    }
}

pub(crate) enum OutputKind<'p> {
    Page(usize),
    /// A game's lesson path, in the language of the game's page (an instance).
    Lessons(usize),
    Home(&'p str),
    NotFound(&'p str),
    Root,
    /// A game's start position as an SVG picture (home page cards).
    Picture(&'p Page),
    /// A page's social image (an instance), or a home page's (`None`).
    Social(Option<usize>),
}

/// Every file the site consists of, apart from sitemap, robots.txt and static files.
pub(crate) fn outputs<'p>(view: &SiteView<'p>) -> Vec<Output<'p>> {
    let mut outputs: Vec<Output> = view
        .plan
        .instances
        .iter()
        .enumerate()
        .map(|(i, inst)| Output {
            path: format!("{}index.html", inst.path),
            lang: Some(inst.lang),
            page: Some(&inst.page.facts.id),
            template: view.template_of(inst.page),
            kind: OutputKind::Page(i),
        })
        .collect();
    for (i, inst) in view.plan.instances.iter().enumerate() {
        if let Some(path) = view.plan.lessons.site_path(inst) {
            outputs.push(Output {
                path: format!("{path}index.html"),
                lang: Some(inst.lang),
                page: Some(&inst.page.facts.id),
                template: LESSONS_TEMPLATE,
                kind: OutputKind::Lessons(i),
            });
        }
    }
    for l in &view.config.languages {
        outputs.push(Output {
            path: format!("/{}/index.html", l.tag),
            lang: Some(&l.tag),
            page: None,
            template: "home.html",
            kind: OutputKind::Home(&l.tag),
        });
        outputs.push(Output {
            path: format!("/{}/404.html", l.tag),
            lang: Some(&l.tag),
            page: None,
            template: "404.html",
            kind: OutputKind::NotFound(&l.tag),
        });
    }
    if view.config.social_images {
        for (i, inst) in view.plan.instances.iter().enumerate() {
            outputs.push(Output {
                path: PageRenderer::share_path(&inst.path),
                lang: Some(inst.lang),
                page: Some(&inst.page.facts.id),
                template: "",
                kind: OutputKind::Social(Some(i)),
            });
        }
        for l in &view.config.languages {
            outputs.push(Output {
                path: PageRenderer::share_path(&SiteView::home_path(&l.tag)),
                lang: Some(&l.tag),
                page: None,
                template: "",
                kind: OutputKind::Social(None),
            });
        }
    }
    for page in view.pages.iter().filter(|p| PageRenderer::has_picture(p)) {
        outputs.push(Output {
            path: PageRenderer::picture_path(&page.facts.id),
            lang: None,
            page: Some(&page.facts.id),
            template: "",
            kind: OutputKind::Picture(page),
        });
    }
    outputs.push(Output {
        path: "/index.html".to_string(),
        lang: None,
        page: None,
        template: "root.html",
        kind: OutputKind::Root,
    });
    outputs
}

/// The standard game of a variant.
fn base_of<'r>(view: &'r SiteView, id: &str) -> Option<&'r str> {
    let page = view.pages.iter().find(|p| p.facts.id == id)?;
    page.facts.base.as_deref()
}

/// Whether an output is a lesson path that lists the tasks of the page `id`.
fn lists_tasks_of(output: &Output, id: &str, view: &SiteView) -> bool {
    let (OutputKind::Lessons(_), Some(game)) = (&output.kind, output.page) else {
        return false;
    };
    let lessons = view.plan.lessons.of(game);
    lessons.is_some_and(|l| l.pages.iter().any(|p| p.facts.id == id))
}

pub(crate) fn touches(change: &Change, output: &Output, view: &SiteView) -> bool {
    match change {
        Change::Everything => true,
        // Home pages list every page with its tagline, and a game's page its variants'.
        Change::Page { id, listed } => {
            output.page == Some(id.as_str())
                || lists_tasks_of(output, id, view)
                || (*listed
                    && (matches!(output.kind, OutputKind::Home(_))
                        || output.page.is_some_and(|p| base_of(view, id) == Some(p))))
        }
        // The root page shows a line of every language.
        Change::Locale(tag) => match output.lang {
            Some(lang) => view.languages[lang].localizer.uses_locale(tag),
            None => true,
        },
        Change::Template(name) => view.templates.depends_on(output.template, name),
    }
}

/// The outputs a render's changes touch, and the languages whose shared parts they need.
pub(crate) struct Selection {
    /// Indices into every output, ascending.
    selected: Vec<usize>,
    pub needed: BTreeSet<String>,
}

impl Selection {
    /// The selected outputs, in their order among all.
    pub(crate) fn take<'p>(&self, all: Vec<Output<'p>>) -> Vec<Output<'p>> {
        all.into_iter()
            .enumerate()
            .filter(|(i, _)| self.selected.binary_search(i).is_ok())
            .map(|(_, o)| o)
            .collect()
    }
}

/// Which of all outputs the changes touch. A template change touches the outputs rendered with
/// it and, when a shared template (menu) uses it, every output.
pub(crate) fn select(view: &SiteView, all: &[Output], changes: &[Change]) -> Selection {
    let templates = view.templates;
    let shared_reads = |name: &str| {
        templates
            .shared()
            .any(|(shared, _)| templates.depends_on(shared, name))
    };
    let mut memo = BTreeMap::new();
    let mut selection = Selection {
        selected: Vec::new(),
        needed: BTreeSet::new(),
    };
    for (i, o) in all.iter().enumerate() {
        let hit = changes.iter().any(|c| match c {
            Change::Template(name) => *memo
                .entry((o.template, name.as_str()))
                .or_insert_with(|| templates.depends_on(o.template, name) || shared_reads(name)),
            _ => touches(c, o, view),
        });
        if hit {
            selection.selected.push(i);
            let lang = o.lang.unwrap_or(&view.config.reference_language);
            selection.needed.insert(lang.to_string());
        }
    }
    selection
}

/// Where `render_outputs` puts what it renders.
pub(crate) struct RenderTo<'s> {
    pub sink: Sink<'s>,
    /// Whether to write the sitemap and robots.txt too.
    pub site_files: bool,
    /// Every site path of the finished site, for the link check.
    pub known: &'s SitePaths,
    /// How many of the outputs to render before the others, and what to call once they are
    /// (the preview serves the pages open in a browser before it renders the rest).
    pub first: Option<(usize, &'s (dyn Fn() + Sync))>,
}

/// Renders the outputs in parallel, handing each to the sink as it is done (a social image as
/// its card: the sink draws it, or keeps it to draw when asked); any failure fails the whole
/// render. Returns what the link check keeps of each page, and the warnings found.
pub(crate) fn render_outputs(
    renderer: &PageRenderer,
    outputs: &[Output],
    to: &RenderTo,
) -> Result<(Vec<PageScan>, Vec<Diagnostic>), Vec<Diagnostic>> {
    let config = renderer.view.config;
    // The server-wide 404 page is the reference language's.
    let not_found = format!("/{}/404.html", config.reference_language);
    let put = |path: &str, content: RenderedFile| {
        (to.sink)(path, content).map_err(|e| {
            vec![Diagnostic::error(
                path.trim_start_matches('/'),
                LineColumn::default(),
                format!("cannot write: {e}"),
            )]
        })
    };
    let exists = |path: &str| to.known.contains(path);
    // Each language's shared templates (menus), checked once for all of its pages.
    let shared: HashMap<&str, HashMap<&str, CheckedFragment>> = renderer
        .view
        .languages
        .keys()
        .map(|tag| {
            let fragments = renderer.parts(tag).shared.iter();
            let checked = fragments.filter_map(|(name, html)| {
                Some((
                    name.as_str(),
                    CheckedFragment::check(html, &exists, &renderer.view.base_path)?,
                ))
            });
            (*tag, checked.collect())
        })
        .collect();
    let unwritten = Mutex::new(UnwrittenTitles::default());
    let render_one = |o: &Output| -> Result<Option<PageScan>, Vec<Diagnostic>> {
        if let OutputKind::Social(instance) = o.kind {
            let lang = o.lang.unwrap_or(&config.reference_language);
            let page = instance.map(|i| renderer.view.plan.instances[i].page);
            let (card, missing) = renderer.social_card(lang, page);
            lock(&unwritten).add(lang, &card, &missing);
            put(&o.path, RenderedFile::Image(card))?;
            return Ok(None);
        }
        let Spliced { html, fragments } = match o.kind {
            OutputKind::Page(i) => renderer.page(&renderer.view.plan.instances[i]),
            OutputKind::Lessons(i) => renderer.lessons(&renderer.view.plan.instances[i]),
            OutputKind::Home(tag) => renderer.home(tag),
            OutputKind::NotFound(tag) => renderer.not_found(tag),
            OutputKind::Root => renderer.root(),
            OutputKind::Picture(page) => renderer.picture(page).map(Spliced::whole),
            OutputKind::Social(_) => Ok(Spliced::whole(String::new())),
        }?;
        // The fragments checked once for the language are left out of the page's scan.
        let checked: Vec<(Range<usize>, &CheckedFragment)> =
            match o.lang.and_then(|l| shared.get(l)) {
                Some(checked) => fragments
                    .into_iter()
                    .filter_map(|(at, name)| Some((at, checked.get(name.as_str())?)))
                    .collect(),
                None => Vec::new(),
            };
        let scan = links::scan(&o.path, &html, &exists, &renderer.view.base_path, &checked);
        if o.path == not_found {
            put("/404.html", RenderedFile::Text(html.clone()))?;
        }
        put(&o.path, RenderedFile::Text(html))?;
        Ok(Some(scan))
    };
    let (first, rest) = outputs.split_at(to.first.map_or(0, |(count, _)| count));
    let mut results: Vec<_> = first.par_iter().map(&render_one).collect();
    if let Some((_, rendered)) = to.first {
        if !first.is_empty() && results.iter().all(Result::is_ok) {
            rendered();
        }
    }
    results.par_extend(rest.par_iter().map(&render_one));
    let mut scans = Vec::new();
    let mut errors = Diagnostics::default();
    for r in results {
        match r {
            Ok(scan) => scans.extend(scan),
            Err(ds) => errors.extend(ds),
        }
    }
    if errors.has_errors() {
        return Err(errors.into_sorted());
    }
    if to.site_files {
        let entries = sitemap_entries(&renderer.view);
        let sitemap_url = format!("{}/sitemap.xml", config.base_url);
        put("/sitemap.xml", RenderedFile::Text(sitemap(&entries)))?;
        put("/robots.txt", RenderedFile::Text(robots(&sitemap_url)))?;
    }
    let unwritten = unwritten.into_inner().recover();
    Ok((scans, unwritten.warnings()))
}
