//! [`ThemeStyle`]: which class map a [`ThemeProvider`](crate::ThemeProvider) gives its
//! elements (the default `yf-*` classes, Tailwind utilities or Bootstrap 5 classes).
//!
//! The Tailwind and Bootstrap styles are the crate's `tailwind` and `bootstrap` features (both
//! on by default): without one, its variant, class map and CSS are not compiled, so an app
//! that uses only the default theme ships neither.

use std::rc::Rc;

use serde_json::Value;

/// Which class map the theme uses. The keys are the same in every style (see
/// `docs/dom.md`); only the classes differ.
///
/// - [`ThemeStyle::Default`] uses [`class_map`](crate::class_map), styled by [`css`](crate::css)
///   (which the provider injects).
/// - `ThemeStyle::Tailwind` (feature `tailwind`) uses `tailwind::class_map`, styled by the
///   app's Tailwind build plus `tailwind::CSS`.
/// - `ThemeStyle::Bootstrap` (feature `bootstrap`) uses `bootstrap::class_map`, styled by
///   Bootstrap 5's CSS plus `bootstrap::CSS`.
///
/// Both features are on by default. Without one, its variant is not compiled and
/// [`ThemeStyle::from_name`] returns `None` for its name (the enum is `#[non_exhaustive]`,
/// so a `match` in another crate keeps compiling whichever features are on).
///
/// The provider injects the default CSS in every style (its column classes `yf-col-*` and
/// `yf-sr-only` are used by all three); dark mode in Tailwind is the `dark` class on an
/// ancestor, in Bootstrap `data-bs-theme="dark"`: the app sets them, as it serves the CSS.
///
/// ```
/// use yewform_themes::ThemeStyle;
///
/// # #[cfg(all(feature = "tailwind", feature = "bootstrap"))] {
/// assert_eq!(ThemeStyle::from_name("bootstrap"), Some(ThemeStyle::Bootstrap));
/// assert_eq!(ThemeStyle::Tailwind.as_str(), "tailwind");
/// assert!(ThemeStyle::Bootstrap.class_map()["SelectElement"]["input"] == "form-select");
/// # }
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum ThemeStyle {
    /// The default theme's `yf-*` classes.
    #[default]
    Default,
    /// Tailwind utility classes (feature `tailwind`).
    #[cfg(feature = "tailwind")]
    Tailwind,
    /// Bootstrap 5 classes (feature `bootstrap`).
    #[cfg(feature = "bootstrap")]
    Bootstrap,
}

#[cfg(feature = "tailwind")]
thread_local! {
    static TAILWIND_MAP: Rc<Value> = Rc::new(crate::tailwind::class_map());
}

#[cfg(feature = "bootstrap")]
thread_local! {
    static BOOTSTRAP_MAP: Rc<Value> = Rc::new(crate::bootstrap::class_map());
}

impl ThemeStyle {
    /// Every style this build has (the default, then Tailwind and Bootstrap when their
    /// features are on), in declaration order.
    pub const ALL: &'static [ThemeStyle] = &[
        ThemeStyle::Default,
        #[cfg(feature = "tailwind")]
        ThemeStyle::Tailwind,
        #[cfg(feature = "bootstrap")]
        ThemeStyle::Bootstrap,
    ];

    /// The lower-case name: `"default"`, `"tailwind"` or `"bootstrap"`.
    pub fn as_str(self) -> &'static str {
        match self {
            ThemeStyle::Default => "default",
            #[cfg(feature = "tailwind")]
            ThemeStyle::Tailwind => "tailwind",
            #[cfg(feature = "bootstrap")]
            ThemeStyle::Bootstrap => "bootstrap",
        }
    }

    /// Parses [`ThemeStyle::as_str`]'s names (ASCII case-insensitive) of the styles in
    /// [`ThemeStyle::ALL`]; `None` otherwise, also for `"tailwind"` or `"bootstrap"` when the
    /// feature of that name is off.
    pub fn from_name(name: &str) -> Option<ThemeStyle> {
        ThemeStyle::ALL
            .iter()
            .copied()
            .find(|style| style.as_str().eq_ignore_ascii_case(name.trim()))
    }

    /// The style's class map (a new copy).
    pub fn class_map(self) -> Value {
        match self {
            ThemeStyle::Default => crate::class_map(),
            #[cfg(feature = "tailwind")]
            ThemeStyle::Tailwind => crate::tailwind::class_map(),
            #[cfg(feature = "bootstrap")]
            ThemeStyle::Bootstrap => crate::bootstrap::class_map(),
        }
    }

    /// The style's class map, shared per thread; `None` for the default (the theme builds
    /// its own).
    #[cfg(any(feature = "tailwind", feature = "bootstrap"))]
    pub(crate) fn shared_map(self) -> Option<Rc<Value>> {
        match self {
            ThemeStyle::Default => None,
            #[cfg(feature = "tailwind")]
            ThemeStyle::Tailwind => Some(TAILWIND_MAP.with(Rc::clone)),
            #[cfg(feature = "bootstrap")]
            ThemeStyle::Bootstrap => Some(BOOTSTRAP_MAP.with(Rc::clone)),
        }
    }

    /// The style's class map, shared per thread: none without the Tailwind and Bootstrap
    /// features.
    #[cfg(not(any(feature = "tailwind", feature = "bootstrap")))]
    pub(crate) fn shared_map(self) -> Option<Rc<Value>> {
        let _ = self;
        None
    }

    /// The CSS the style needs besides its framework's (`""` for the default, whose CSS the
    /// provider injects): `tailwind::CSS` or `bootstrap::CSS`.
    pub fn extra_css(self) -> &'static str {
        match self {
            ThemeStyle::Default => "",
            #[cfg(feature = "tailwind")]
            ThemeStyle::Tailwind => crate::tailwind::CSS,
            #[cfg(feature = "bootstrap")]
            ThemeStyle::Bootstrap => crate::bootstrap::CSS,
        }
    }
}

impl std::fmt::Display for ThemeStyle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
