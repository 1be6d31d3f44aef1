//! The allow-list: which tags and attributes survive, which attributes are URLs, and which
//! URL schemes those may use.

use std::collections::{BTreeMap, BTreeSet};

use super::elements;
use super::url;

/// Attributes that hold a URL and are checked as one whatever the policy declares.
const ALWAYS_URL: &[&str] = &[
    "href",
    "src",
    "action",
    "formaction",
    "cite",
    "background",
    "poster",
    "longdesc",
    "usemap",
    "codebase",
    "data",
    "manifest",
    "icon",
    "ping",
    "xlink:href",
];

/// Attributes no policy can allow: inline CSS, and those that carry HTML or URL lists the
/// sanitizer does not check (`on*` handlers are refused separately).
const NEVER: &[&str] = &["style", "srcdoc", "srcset", "imagesrcset", "xmlns", "is"];

/// The tags, attributes and URL schemes a sanitized string may keep.
///
/// Two policies are built in: [`Policy::inline`] for labels, info, descriptions, slots and
/// option labels, and [`Policy::editor`] for the rich-text editor. A custom policy starts
/// from [`Policy::empty`] (or a built-in) and adds with the `with_*` methods. Whatever a
/// policy says, these never survive:
///
/// - the elements dropped with their content (`script`, `style`, `template`, `noscript`,
///   `iframe`, `object`, `embed`, `svg`, `math`, `xmp`, `noembed`, `noframes`, `plaintext`,
///   `title`, `textarea`, `select`, `applet`);
/// - event handlers (`on*`), `style`, `srcdoc`, `srcset`, `imagesrcset`, `xmlns`, `is`, and
///   names outside `[a-z][a-z0-9._:-]*`;
/// - a URL attribute (`href`, `src`, `action`, `formaction`, `cite`, `poster`, … and any the
///   policy adds) whose scheme the policy does not allow.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Policy {
    tags: BTreeSet<String>,
    /// Tag name (or `*` for every allowed tag) to its allowed attributes.
    attributes: BTreeMap<String, BTreeSet<String>>,
    url_attributes: BTreeSet<String>,
    schemes: BTreeSet<String>,
    data_images: bool,
}

impl Default for Policy {
    /// The same as [`Policy::empty`].
    fn default() -> Self {
        Self::empty()
    }
}

impl Policy {
    /// Keeps no tag at all (only text survives); URLs may use `http`, `https`, `mailto` or be
    /// relative; `data:` images are allowed on `img src` once `img` is allowed.
    pub fn empty() -> Self {
        Self {
            tags: BTreeSet::new(),
            attributes: BTreeMap::new(),
            url_attributes: ALWAYS_URL.iter().map(|s| (*s).to_owned()).collect(),
            schemes: ["http", "https", "mailto"]
                .iter()
                .map(|s| (*s).to_owned())
                .collect(),
            data_images: true,
        }
    }

    /// For labels, info, descriptions, `before`/`between`/`after` slots and option labels:
    /// `b strong i em u s del code br span a small sub sup p ul ol li div`; `class` on all of
    /// them; `href`, `title`, `target` and `rel` on `a` (a kept `target` forces
    /// `rel="noopener noreferrer"`). No images, headings or block quotes: those belong in
    /// the editor, not in a label.
    pub fn inline() -> Self {
        Self::empty()
            .with_tags(&[
                "b", "strong", "i", "em", "u", "s", "del", "code", "br", "span", "a", "small",
                "sub", "sup", "p", "ul", "ol", "li", "div",
            ])
            .with_attributes("*", &["class"])
            .with_attributes("a", &["href", "title", "target", "rel"])
    }

    /// What the editor's tools produce, plus attachment figures:
    /// `div p br strong b em i del s strike a h1 blockquote pre code ul ol li figure
    /// figcaption img span`; `href` on `a`; `src alt width height` on `img` (`width` and
    /// `height` only as digits); `class` on `figure`, `figcaption` and `span`; on `figure`
    /// the attachment attributes `data-yf-attachment`, `data-yf-attachment-url`,
    /// `data-yf-attachment-href` (both checked as URLs), `data-yf-attachment-filename`,
    /// `data-yf-attachment-content-type` and `data-yf-attachment-filesize`. No `style`, no
    /// event handlers, no `id` or `name` (DOM clobbering).
    pub fn editor() -> Self {
        Self::empty()
            .with_tags(&[
                "div",
                "p",
                "br",
                "strong",
                "b",
                "em",
                "i",
                "del",
                "s",
                "strike",
                "a",
                "h1",
                "blockquote",
                "pre",
                "code",
                "ul",
                "ol",
                "li",
                "figure",
                "figcaption",
                "img",
                "span",
            ])
            .with_attributes("a", &["href"])
            .with_attributes("img", &["src", "alt", "width", "height"])
            .with_attributes("figcaption", &["class"])
            .with_attributes("span", &["class"])
            .with_attributes(
                "figure",
                &[
                    "class",
                    "data-yf-attachment",
                    "data-yf-attachment-url",
                    "data-yf-attachment-href",
                    "data-yf-attachment-filename",
                    "data-yf-attachment-content-type",
                    "data-yf-attachment-filesize",
                ],
            )
            .with_url_attributes(&["data-yf-attachment-url", "data-yf-attachment-href"])
    }

    /// Also allows these tags (lower case; the always-dropped elements stay dropped).
    pub fn with_tags(mut self, tags: &[&str]) -> Self {
        self.tags
            .extend(tags.iter().map(|t| t.to_ascii_lowercase()));
        self
    }

    /// Also allows these attributes on `tag` (`"*"`: on every allowed tag).
    pub fn with_attributes(mut self, tag: &str, attributes: &[&str]) -> Self {
        self.attributes
            .entry(tag.to_ascii_lowercase())
            .or_default()
            .extend(attributes.iter().map(|a| a.to_ascii_lowercase()));
        self
    }

    /// Also checks these attributes as URLs (on top of `href`, `src`, `action`, …).
    pub fn with_url_attributes(mut self, attributes: &[&str]) -> Self {
        self.url_attributes
            .extend(attributes.iter().map(|a| a.to_ascii_lowercase()));
        self
    }

    /// Also allows these URL schemes (without the `:`, e.g. `"tel"`).
    pub fn with_schemes(mut self, schemes: &[&str]) -> Self {
        self.schemes
            .extend(schemes.iter().map(|s| s.to_ascii_lowercase()));
        self
    }

    /// Allows or refuses `data:image/png|jpeg|gif|webp` URLs on `img src` (never SVG, never
    /// on other attributes).
    pub fn with_data_images(mut self, allow: bool) -> Self {
        self.data_images = allow;
        self
    }

    /// `tag` (lower case) is kept.
    pub fn allows_tag(&self, tag: &str) -> bool {
        valid_tag_name(tag) && !elements::drops_content(tag) && self.tags.contains(tag)
    }

    /// `attribute` (lower case) is kept on `tag`, before its value is looked at.
    pub fn allows_attribute(&self, tag: &str, attribute: &str) -> bool {
        if !valid_attribute_name(attribute)
            || attribute.starts_with("on")
            || NEVER.contains(&attribute)
        {
            return false;
        }
        let listed = |key: &str| {
            self.attributes
                .get(key)
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
        self.schemes.contains(scheme)
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
    use super::Policy;

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
