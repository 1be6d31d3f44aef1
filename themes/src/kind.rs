//! [`ThemeKind`] (alias [`Mode`]): which colour set the theme uses.

/// Which colour set the theme uses.
///
/// The class map is the same in every mode; only the CSS custom properties
/// (`--yf-bg`, `--yf-text`, …) change.
///
/// ```
/// use yewform_themes::ThemeKind;
///
/// assert_eq!(ThemeKind::default(), ThemeKind::System);
/// assert_eq!(ThemeKind::Dark.as_str(), "dark");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ThemeKind {
    /// Light colours.
    Light,
    /// Dark colours.
    Dark,
    /// Light colours, switched to dark by the `prefers-color-scheme: dark` media query.
    #[default]
    System,
}

/// The name the CSS functions use for [`ThemeKind`]: `css(Mode::Dark)`.
///
/// ```
/// use yewform_themes::{Mode, ThemeKind};
///
/// assert_eq!(Mode::Light, ThemeKind::Light);
/// ```
pub type Mode = ThemeKind;

impl ThemeKind {
    /// Every kind, in declaration order.
    pub const ALL: [ThemeKind; 3] = [ThemeKind::Light, ThemeKind::Dark, ThemeKind::System];

    /// The lower-case name: `"light"`, `"dark"` or `"system"`.
    ///
    /// ```
    /// use yewform_themes::ThemeKind;
    ///
    /// assert_eq!(ThemeKind::System.as_str(), "system");
    /// ```
    pub fn as_str(self) -> &'static str {
        match self {
            ThemeKind::Light => "light",
            ThemeKind::Dark => "dark",
            ThemeKind::System => "system",
        }
    }

    /// Parses [`ThemeKind::as_str`]'s names (ASCII case-insensitive); `None` for anything else.
    ///
    /// ```
    /// use yewform_themes::ThemeKind;
    ///
    /// assert_eq!(ThemeKind::from_name("Dark"), Some(ThemeKind::Dark));
    /// assert_eq!(ThemeKind::from_name("sepia"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<ThemeKind> {
        ThemeKind::ALL
            .into_iter()
            .find(|kind| kind.as_str().eq_ignore_ascii_case(name.trim()))
    }
}

impl std::fmt::Display for ThemeKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
