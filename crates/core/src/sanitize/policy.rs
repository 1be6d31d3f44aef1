//! The allow-list: which tags and attributes survive, which attributes are URLs, and which
//! URL schemes those may use.

use std::fmt;

use super::elements;
use super::url;

/// Attributes that hold a URL and are checked as one whatever the policy declares.
const ALWAYS_URL: &str = "href src action formaction cite background poster longdesc usemap codebase data manifest icon ping xlink:href dynsrc lowsrc";

/// Tags no policy can allow, on top of those dropped with their content
/// ([`DROPPED_WITH_CONTENT`]): they change the whole page (`base`, `meta`, `link`, `html`,
/// `head`, `body`), load other documents or plugins (`frame`, `frameset`, `param`,
/// `portal`), submit data (`form`, `input`, `button`, `keygen`, `isindex`), lay a modal
/// over the page (`dialog`), link from an image map (`area`), or are parsed as another
/// element (`image` becomes `img`). Their content is kept (sanitized).
pub const REFUSED_TAGS: &[&str] = &[
    "base",
    "meta",
    "link",
    "html",
    "head",
    "body",
    "frame",
    "frameset",
    "param",
    "portal",
    "fencedframe",
    "form",
    "input",
    "button",
    "keygen",
    "isindex",
    "image",
    "dialog",
    "area",
];

/// Elements dropped together with everything inside them, whatever the policy says: they
/// run script or CSS, embed other documents or plugins, or switch the parser to raw text or
/// foreign (SVG, MathML) content.
pub const DROPPED_WITH_CONTENT: &[&str] = elements::DROP_WITH_CONTENT;

/// Attributes no policy can allow: inline CSS (`style`, so no `url(` or `expression(`),
/// HTML or URL lists the sanitizer does not check (`srcdoc`, `srcset`, `imagesrcset`,
/// `ping`, `attributionsrc`), the page's address sent elsewhere (`referrerpolicy`), form
/// submission (`action`, `form`, `formaction`, `formmethod`, `formenctype`,
/// `formtarget`, `formnovalidate`), DOM clobbering (`id`, `name`), page-level behaviour
/// (`http-equiv`, `autofocus`, `popover`, `popovertarget`, `popovertargetaction`,
/// `commandfor`, `command`, `contenteditable`), custom-element upgrades (`is`) and
/// namespaces (`xmlns`). Also refused:
/// every `on*` event handler and every name with a `:` (`xlink:href`, `xml:base`, …, which
/// only mean something in SVG or MathML).
pub const REFUSED_ATTRIBUTES: &[&str] = &[
    "style",
    "srcdoc",
    "srcset",
    "imagesrcset",
    "ping",
    "attributionsrc",
    "referrerpolicy",
    "action",
    "form",
    "formaction",
    "formmethod",
    "formenctype",
    "formtarget",
    "formnovalidate",
    "id",
    "name",
    "http-equiv",
    "autofocus",
    "popover",
    "popovertarget",
    "popovertargetaction",
    "commandfor",
    "command",
    "contenteditable",
    "is",
    "xmlns",
];

/// [`REFUSED_TAGS`] as one space-separated string, which the checks read (docs/size.md: no
/// table of string pointers in an app that does not name the public list).
const REFUSED_TAG_WORDS: &str = "base meta link html head body frame frameset param portal fencedframe form input button keygen isindex image dialog area";

/// [`REFUSED_ATTRIBUTES`] as one space-separated string, which the checks read.
const REFUSED_ATTRIBUTE_WORDS: &str = "style srcdoc srcset imagesrcset ping attributionsrc referrerpolicy action form formaction formmethod formenctype formtarget formnovalidate id name http-equiv autofocus popover popovertarget popovertargetaction commandfor command contenteditable is xmlns";

/// URL schemes no policy can allow: script (`javascript`, `vbscript`, `livescript`,
/// `mocha`), inline documents (`data`; `data:` images have their own switch,
/// [`Policy::with_data_images`]), local files (`file`) and the page's own object URLs
/// (`blob`).
pub const REFUSED_SCHEMES: &[&str] = &[
    "javascript",
    "vbscript",
    "livescript",
    "mocha",
    "data",
    "file",
    "blob",
];

/// What a `try_with_*` builder refused: the first tag, attribute or URL scheme of the call
/// that no policy can allow.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PolicyError {
    /// A tag of [`REFUSED_TAGS`] or [`DROPPED_WITH_CONTENT`], or not a valid tag name.
    Tag(String),
    /// An attribute of [`REFUSED_ATTRIBUTES`], an `on*` handler, a name with `:`, or not a
    /// valid attribute name.
    Attribute(String),
    /// A scheme of [`REFUSED_SCHEMES`].
    Scheme(String),
}

impl fmt::Display for PolicyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Tag(tag) => write!(f, "the sanitizer never allows the tag <{tag}>"),
            Self::Attribute(attribute) => {
                write!(f, "the sanitizer never allows the attribute `{attribute}`")
            }
            Self::Scheme(scheme) => write!(f, "the sanitizer never allows `{scheme}:` URLs"),
        }
    }
}

impl std::error::Error for PolicyError {}

/// No policy may allow `tag` (lower case).
pub fn is_refused_tag(tag: &str) -> bool {
    !valid_tag_name(tag) || elements::drops_content(tag) || elements::listed(REFUSED_TAG_WORDS, tag)
}

/// No policy may allow `attribute` (lower case), on any tag.
pub fn is_refused_attribute(attribute: &str) -> bool {
    !valid_attribute_name(attribute)
        || attribute.starts_with("on")
        || attribute.contains(':')
        || elements::listed(REFUSED_ATTRIBUTE_WORDS, attribute)
}

/// No policy may allow URLs with `scheme` (lower case, without `:`).
pub fn is_refused_scheme(scheme: &str) -> bool {
    REFUSED_SCHEMES.contains(&scheme)
}

/// The tags, attributes and URL schemes a sanitized string may keep.
///
/// Two policies are built in: [`Policy::inline`] for labels, info, descriptions, slots and
/// option labels, and [`Policy::editor`] for the rich-text editor. A custom policy starts
/// from [`Policy::empty`] (or a built-in) and adds with the `with_*` methods.
///
/// Whatever a policy asks for, these never survive (the full lists are in
/// `docs/sanitizer.md`):
///
/// - the elements dropped with their content, [`DROPPED_WITH_CONTENT`]: `script`, `style`,
///   `template`, `noscript`, `iframe`, `object`, `embed`, `svg`, `math`, `xmp`, `noembed`,
///   `noframes`, `plaintext`, `title`, `textarea`, `select`, `applet`;
/// - the tags of [`REFUSED_TAGS`] (their content is kept): `base`, `meta`, `link`, `html`,
///   `head`, `body`, `frame`, `frameset`, `param`, `portal`, `fencedframe`, `form`,
///   `input`, `button`, `keygen`, `isindex`, `image`, `dialog`, `area`;
/// - event handlers (`on*`), names with a `:` (`xlink:href`), and the attributes of
///   [`REFUSED_ATTRIBUTES`]: `style`, `srcdoc`, `srcset`, `imagesrcset`, `ping`,
///   `attributionsrc`, `referrerpolicy`, `action`,
///   `form`, `formaction`, `formmethod`, `formenctype`, `formtarget`, `formnovalidate`,
///   `id`, `name`, `http-equiv`, `autofocus`, `popover`, `popovertarget`,
///   `popovertargetaction`, `commandfor`, `command`, `contenteditable`, `is`, `xmlns`;
///   names outside `[a-z][a-z0-9._:-]*`;
/// - the URL schemes of [`REFUSED_SCHEMES`] (`javascript`, `vbscript`, `livescript`,
///   `mocha`, `data`, `file`, `blob`), and any URL attribute (`href`, `src`, `cite`, `poster`, … and any
///   the policy adds) whose scheme the policy does not allow.
///
/// [`Policy::with_tags`], [`Policy::with_attributes`] and [`Policy::with_schemes`] leave
/// such names out silently; [`Policy::try_with_tags`], [`Policy::try_with_attributes`] and
/// [`Policy::try_with_schemes`] return a [`PolicyError`] instead, so a policy written in
/// code can find out at once.
///
/// ```
/// use yewform_core::sanitize::{sanitize, Policy, PolicyError};
///
/// let policy = Policy::empty().with_tags(&["p", "base", "form"]).with_attributes("*", &["id", "title"]);
/// assert_eq!(
///     sanitize(r#"<base href="https://evil.test/"><form action="/x"><p id="a" title="t">x</p></form>"#, &policy),
///     r#"<p title="t">x</p>"#,
/// );
/// assert_eq!(
///     Policy::empty().try_with_tags(&["p", "meta"]),
///     Err(PolicyError::Tag("meta".into())),
/// );
/// assert_eq!(
///     Policy::empty().try_with_attributes("a", &["href", "onclick"]),
///     Err(PolicyError::Attribute("onclick".into())),
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Policy {
    tags: NameSet,
    /// Tag name (or `*` for every allowed tag) to its allowed attributes.
    attributes: TagAttributes,
    url_attributes: NameSet,
    schemes: NameSet,
    data_images: bool,
    /// `class` keeps only the editor's own class names ([`Policy::editor`]).
    editor_classes: bool,
}

/// A set of names, sorted: a dozen lower-case names without a `BTreeSet` instantiation
/// (docs/size.md). Compares and prints as the set.
#[derive(Clone, Default, PartialEq, Eq)]
struct NameSet(Vec<String>);

impl NameSet {
    fn contains(&self, name: &str) -> bool {
        self.0.binary_search_by(|n| n.as_str().cmp(name)).is_ok()
    }

    fn insert(&mut self, name: String) {
        if let Err(at) = self.0.binary_search(&name) {
            self.0.insert(at, name);
        }
    }
}

impl std::fmt::Debug for NameSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.0.iter()).finish()
    }
}

/// Tag name (or `*`) to its allowed attributes, sorted by tag: a map for a dozen tags
/// without a `BTreeMap` instantiation (docs/size.md). Compares and prints as the map.
#[derive(Clone, PartialEq, Eq)]
struct TagAttributes(Vec<(String, NameSet)>);

impl TagAttributes {
    fn of(&self, tag: &str) -> Option<&NameSet> {
        let at = self.0.binary_search_by(|(t, _)| t.as_str().cmp(tag)).ok()?;
        self.0.get(at).map(|(_, set)| set)
    }
}

impl std::fmt::Debug for TagAttributes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_map()
            .entries(self.0.iter().map(|(tag, set)| (tag, set)))
            .finish()
    }
}

/// The space-separated `words` in lower case, less the `refused` ones, as a set.
fn lowercase_words(words: &str, refused: fn(&str) -> bool) -> NameSet {
    let mut set = NameSet::default();
    add_words(&mut set, words, refused);
    set
}

/// Adds `names` in lower case to `set`, less the `refused` ones.
fn add_lowercase(set: &mut NameSet, names: &[&str], refused: fn(&str) -> bool) {
    for name in names {
        add_one(set, name, refused);
    }
}

/// Adds the space-separated `words` in lower case to `set`, less the `refused` ones (the
/// built-in policies' lists: one string each, not tables of string pointers, docs/size.md).
fn add_words(set: &mut NameSet, words: &str, refused: fn(&str) -> bool) {
    for name in words.split(' ') {
        add_one(set, name, refused);
    }
}

/// Adds `name` in lower case to `set`, unless it is `refused`.
fn add_one(set: &mut NameSet, name: &str, refused: fn(&str) -> bool) {
    let name = name.to_ascii_lowercase();
    if !refused(&name) {
        set.insert(name);
    }
}

impl Default for Policy {
    /// The same as [`Policy::empty`].
    fn default() -> Self {
        Self::empty()
    }
}

impl Policy {
    /// Keeps no tag at all (only text survives; a dropped block such as `<p>` or `<td>`
    /// leaves a space so that words never run together); URLs may use `http`, `https`,
    /// `mailto`, `tel` or be relative; `data:` images are allowed on `img src` once `img`
    /// is allowed.
    pub fn empty() -> Self {
        Self {
            tags: NameSet::default(),
            attributes: TagAttributes(Vec::new()),
            url_attributes: lowercase_words(ALWAYS_URL, |_| false),
            schemes: lowercase_words("http https mailto tel", |_| false),
            data_images: true,
            editor_classes: false,
        }
    }

    /// For labels, info, descriptions, `before`/`between`/`after` slots and option labels:
    /// `b strong i em u s del code br span a small sub sup p ul ol li div`, the readable
    /// blocks `h1`–`h6 blockquote pre hr dl dt dd details summary`; `class` on all of them;
    /// `href`, `title`, `target` and `rel` on `a` (a kept `target` forces
    /// `rel="noopener noreferrer"`; `http`, `https`, `mailto`, `tel` and relative URLs);
    /// `start` on `ol` (an integer). No images, and no tables: the parser moves content
    /// out of a table, so their cells are kept as text, a space apart.
    pub fn inline() -> Self {
        Self::empty()
            .tag_words("b strong i em u s del code br span a small sub sup p ul ol li div h1 h2 h3 h4 h5 h6 blockquote pre hr dl dt dd details summary")
            .attribute_words("*", "class")
            .attribute_words("a", "href title target rel")
            .attribute_words("ol", "start")
    }

    /// [`inline`](Self::inline) without the blocks: `b strong i em u s del code br span a
    /// small sub sup` with the same attributes, for content inside a `p` or a heading, whose
    /// end a browser's parser would put before a block (a `<p>` in a `<p>` closes it), so
    /// that the tree it builds is the one written (and a server-rendered page hydrates). A
    /// dropped block keeps its text, a space apart.
    ///
    /// ```
    /// use yewform_core::sanitize::{Policy, sanitize};
    ///
    /// assert_eq!(sanitize("<p>Hi <b>you</b></p><ul><li>a</li></ul>", &Policy::phrasing()).trim(), "Hi <b>you</b> a");
    /// ```
    pub fn phrasing() -> Self {
        Self::empty()
            .tag_words("b strong i em u s del code br span a small sub sup")
            .attribute_words("*", "class")
            .attribute_words("a", "href title target rel")
    }

    /// [`phrasing`](Self::phrasing) without links, for content inside a link (a link in a
    /// link is closed by the parser): its text stays.
    pub fn phrasing_in_link() -> Self {
        Self::empty()
            .tag_words("b strong i em u s del code br span small sub sup")
            .attribute_words("*", "class")
    }

    /// What the editor's tools produce, plus attachment figures:
    /// `div p br strong b em i del s strike a h1 blockquote pre code ul ol li figure
    /// figcaption img span`; `href` on `a` (`http`, `https`, `mailto`, `tel` and relative
    /// URLs); `src alt width height` on `img` (`width` and
    /// `height` only as digits); `class` on `figure`, `figcaption` and `span`, only the
    /// editor's own class names (`attachment`, `attachment--preview`, `attachment--file`,
    /// `attachment__caption`, `size`: a class of the page's CSS could lay the content over
    /// the page; a policy built from this one keeps the filter); on `figure`
    /// the attachment attributes `data-yf-attachment`, `data-yf-attachment-url`,
    /// `data-yf-attachment-href` (both checked as URLs), `data-yf-attachment-filename`,
    /// `data-yf-attachment-content-type` and `data-yf-attachment-filesize`. No `style`, no
    /// event handlers, no `id` or `name` (DOM clobbering).
    pub fn editor() -> Self {
        Self::empty()
            .tag_words("div p br strong b em i del s strike a h1 blockquote pre code ul ol li figure figcaption img span")
            .attribute_words("a", "href")
            .attribute_words("img", "src alt width height")
            .attribute_words("figcaption", "class")
            .attribute_words("span", "class")
            .attribute_words("figure", "class data-yf-attachment data-yf-attachment-url data-yf-attachment-href data-yf-attachment-filename data-yf-attachment-content-type data-yf-attachment-filesize")
            .url_attribute_words("data-yf-attachment-url data-yf-attachment-href")
            .editor_classes()
    }

    /// `class` keeps only the editor's own class names (set by [`Policy::editor`], kept by
    /// the builders).
    fn editor_classes(mut self) -> Self {
        self.editor_classes = true;
        self
    }

    /// Whether `class` keeps only the editor's own class names.
    pub(crate) fn keeps_editor_classes_only(&self) -> bool {
        self.editor_classes
    }

    /// Also allows these tags (matched without regard to case). Tags no policy may allow
    /// ([`REFUSED_TAGS`], [`DROPPED_WITH_CONTENT`], invalid names) are left out silently;
    /// [`Policy::try_with_tags`] refuses them with an error.
    pub fn with_tags(mut self, tags: &[&str]) -> Self {
        add_lowercase(&mut self.tags, tags, is_refused_tag);
        self
    }

    /// Like [`Policy::with_tags`], but a tag no policy may allow fails the whole call.
    pub fn try_with_tags(self, tags: &[&str]) -> Result<Self, PolicyError> {
        if let Some(tag) = tags
            .iter()
            .map(|t| t.to_ascii_lowercase())
            .find(|t| is_refused_tag(t))
        {
            return Err(PolicyError::Tag(tag));
        }
        Ok(self.with_tags(tags))
    }

    /// Also allows these attributes on `tag` (`"*"`: on every allowed tag), matched without
    /// regard to case. Attributes no policy may allow (`on*`, names with `:`,
    /// [`REFUSED_ATTRIBUTES`], invalid names) are left out silently;
    /// [`Policy::try_with_attributes`] refuses them with an error.
    pub fn with_attributes(mut self, tag: &str, attributes: &[&str]) -> Self {
        if let Some(set) = self.attribute_set(tag) {
            add_lowercase(set, attributes, is_refused_attribute);
        }
        self
    }

    /// The set of attributes allowed on `tag` (lower-cased), added empty if new.
    fn attribute_set(&mut self, tag: &str) -> Option<&mut NameSet> {
        let tag = tag.to_ascii_lowercase();
        let list = &mut self.attributes.0;
        let at = match list.binary_search_by(|(t, _)| t.as_str().cmp(&tag)) {
            Ok(at) => at,
            Err(at) => {
                list.insert(at, (tag, NameSet::default()));
                at
            }
        };
        list.get_mut(at).map(|(_, set)| set)
    }

    /// [`Policy::with_tags`] for the space-separated `words` (the built-in policies).
    fn tag_words(mut self, words: &str) -> Self {
        add_words(&mut self.tags, words, is_refused_tag);
        self
    }

    /// [`Policy::with_attributes`] for the space-separated `words`.
    fn attribute_words(mut self, tag: &str, words: &str) -> Self {
        if let Some(set) = self.attribute_set(tag) {
            add_words(set, words, is_refused_attribute);
        }
        self
    }

    /// [`Policy::with_url_attributes`] for the space-separated `words`.
    fn url_attribute_words(mut self, words: &str) -> Self {
        add_words(&mut self.url_attributes, words, |_| false);
        self
    }

    /// Like [`Policy::with_attributes`], but an attribute no policy may allow, or a `tag`
    /// no policy may allow (other than `"*"`), fails the whole call.
    pub fn try_with_attributes(self, tag: &str, attributes: &[&str]) -> Result<Self, PolicyError> {
        let lower = tag.to_ascii_lowercase();
        if lower != "*" && is_refused_tag(&lower) {
            return Err(PolicyError::Tag(lower));
        }
        if let Some(attribute) = attributes
            .iter()
            .map(|a| a.to_ascii_lowercase())
            .find(|a| is_refused_attribute(a))
        {
            return Err(PolicyError::Attribute(attribute));
        }
        Ok(self.with_attributes(tag, attributes))
    }

    /// Also checks these attributes as URLs (on top of `href`, `src`, `action`, …).
    pub fn with_url_attributes(mut self, attributes: &[&str]) -> Self {
        add_lowercase(&mut self.url_attributes, attributes, |_| false);
        self
    }

    /// Also allows these URL schemes (without the `:`, e.g. `"sms"`). Schemes no policy may
    /// allow ([`REFUSED_SCHEMES`]: `javascript`, `data`, …) are left out silently;
    /// [`Policy::try_with_schemes`] refuses them with an error.
    pub fn with_schemes(mut self, schemes: &[&str]) -> Self {
        add_lowercase(&mut self.schemes, schemes, is_refused_scheme);
        self
    }

    /// Like [`Policy::with_schemes`], but a scheme no policy may allow fails the whole call.
    pub fn try_with_schemes(self, schemes: &[&str]) -> Result<Self, PolicyError> {
        if let Some(scheme) = schemes
            .iter()
            .map(|s| s.to_ascii_lowercase())
            .find(|s| is_refused_scheme(s))
        {
            return Err(PolicyError::Scheme(scheme));
        }
        Ok(self.with_schemes(schemes))
    }

    /// Allows or refuses `data:image/png|jpeg|gif|webp` URLs on `img src` (never SVG, never
    /// on other attributes).
    pub fn with_data_images(mut self, allow: bool) -> Self {
        self.data_images = allow;
        self
    }

    /// `tag` (lower case) is kept.
    pub fn allows_tag(&self, tag: &str) -> bool {
        !is_refused_tag(tag) && self.tags.contains(tag)
    }

    /// `attribute` (lower case) is kept on `tag`, before its value is looked at.
    pub fn allows_attribute(&self, tag: &str, attribute: &str) -> bool {
        if is_refused_attribute(attribute) {
            return false;
        }
        let listed = |key: &str| {
            self.attributes
                .of(key)
                .is_some_and(|set| set.contains(attribute))
        };
        listed(tag) || listed("*")
    }

    /// `attribute` holds a URL and is checked with [`Policy::check_url`].
    pub fn is_url_attribute(&self, attribute: &str) -> bool {
        self.url_attributes.contains(attribute)
    }

    /// `scheme` (lower case, without `:`) is allowed.
    pub fn allows_scheme(&self, scheme: &str) -> bool {
        !is_refused_scheme(scheme) && self.schemes.contains(scheme)
    }

    /// `data:` raster images are allowed on `img src`.
    pub fn allows_data_images(&self) -> bool {
        self.data_images
    }

    /// Checks a URL (already free of character references, as an attribute value is after
    /// parsing). ASCII whitespace and control characters are ignored when reading the
    /// scheme, so `jav\tascript:` and ` javascript:` are caught. Allowed: no scheme
    /// (relative, `/path`, `#frag`, `?q`, `//host`), a scheme of the policy, and, when
    /// `image` is true and the policy allows it, `data:image/png|jpeg|gif|webp`. Returns the
    /// URL with surrounding whitespace trimmed, or `None` when it must not be used.
    ///
    /// ```
    /// use yewform_core::sanitize::Policy;
    ///
    /// let policy = Policy::inline();
    /// assert_eq!(policy.check_url(" https://x.test/a ", false).as_deref(), Some("https://x.test/a"));
    /// assert_eq!(policy.check_url("/docs#top", false).as_deref(), Some("/docs#top"));
    /// assert_eq!(policy.check_url("JaVa\tScRiPt:alert(1)", false), None);
    /// assert_eq!(policy.check_url("data:image/svg+xml,<svg/>", true), None);
    /// ```
    pub fn check_url(&self, value: &str, image: bool) -> Option<String> {
        url::check(self, value, image)
    }
}

/// `[a-z][a-z0-9-]*`.
fn valid_tag_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_lowercase())
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// `[a-z][a-z0-9._:-]*`.
fn valid_attribute_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_lowercase())
        && chars.all(|c| {
            c.is_ascii_lowercase() || c.is_ascii_digit() || matches!(c, '-' | '_' | '.' | ':')
        })
}

#[cfg(test)]
mod tests {
    use super::{
        Policy, REFUSED_ATTRIBUTE_WORDS, REFUSED_ATTRIBUTES, REFUSED_TAG_WORDS, REFUSED_TAGS,
    };

    #[test]
    fn the_refused_word_lists_are_the_public_lists() {
        assert_eq!(REFUSED_TAG_WORDS, REFUSED_TAGS.join(" "));
        assert_eq!(REFUSED_ATTRIBUTE_WORDS, REFUSED_ATTRIBUTES.join(" "));
    }

    #[test]
    fn attributes_by_tag_compare_and_print_as_a_map() {
        let one = Policy::empty()
            .with_attributes("b", &["title"])
            .with_attributes("A", &["href"]);
        let other = Policy::empty()
            .with_attributes("a", &["HREF"])
            .with_attributes("b", &["title"]);
        assert_eq!(one, other);
        assert_ne!(one, Policy::empty().with_attributes("a", &["href"]));
        assert!(one.allows_attribute("a", "href") && !one.allows_attribute("b", "href"));
        let text = format!("{one:?}");
        assert!(
            text.contains(r#"attributes: {"a": {"href"}, "b": {"title"}}"#),
            "{text}"
        );
    }

    #[test]
    fn hard_limits_beat_the_allow_list() {
        let policy = Policy::empty()
            .with_tags(&["script", "svg", "b"])
            .with_attributes("*", &["onclick", "style", "srcdoc", "class", "x\"y"]);
        assert!(!policy.allows_tag("script"));
        assert!(!policy.allows_tag("svg"));
        assert!(policy.allows_tag("b"));
        assert!(!policy.allows_attribute("b", "onclick"));
        assert!(!policy.allows_attribute("b", "style"));
        assert!(!policy.allows_attribute("b", "srcdoc"));
        assert!(!policy.allows_attribute("b", "x\"y"));
        assert!(policy.allows_attribute("b", "class"));
    }

    #[test]
    fn built_in_policies() {
        let inline = Policy::inline();
        assert!(inline.allows_attribute("a", "target"));
        assert!(inline.allows_attribute("li", "class"));
        assert!(!inline.allows_tag("img"));
        let editor = Policy::editor();
        assert!(editor.allows_tag("figure"));
        assert!(!editor.allows_attribute("div", "id"));
        assert!(!editor.allows_attribute("a", "name"));
        assert!(editor.allows_attribute("figure", "data-yf-attachment-url"));
        assert!(editor.is_url_attribute("data-yf-attachment-href"));
        assert!(!editor.allows_attribute("figure", "data-other"));
    }
}
