//! [`ThemeStyle`]: which class map a [`ThemeProvider`](crate::ThemeProvider) gives its
//! elements (the default `yf-*` classes, Tailwind utilities or Bootstrap 5 classes).

use std::rc::Rc;

use serde_json::{Map, Value};

/// Which class map the theme uses. The keys are the same in every style (see
/// `docs/dom.md`); only the classes differ.
///
/// - [`ThemeStyle::Default`] uses [`class_map`](crate::class_map), styled by [`css`](crate::css)
///   (which the provider injects).
/// - [`ThemeStyle::Tailwind`] uses [`tailwind::class_map`](crate::tailwind::class_map), styled by
///   the app's Tailwind build plus [`tailwind::CSS`](crate::tailwind::CSS).
/// - [`ThemeStyle::Bootstrap`] uses [`bootstrap::class_map`](crate::bootstrap::class_map),
///   styled by Bootstrap 5's CSS plus [`bootstrap::CSS`](crate::bootstrap::CSS).
///
/// The provider injects the default CSS in every style (its column classes `yf-col-*` and
/// `yf-sr-only` are used by all three); dark mode in Tailwind is the `dark` class on an
/// ancestor, in Bootstrap `data-bs-theme="dark"`: the app sets them, as it serves the CSS.
///
/// ```
/// use yewform_themes::ThemeStyle;
///
/// assert_eq!(ThemeStyle::from_name("bootstrap"), Some(ThemeStyle::Bootstrap));
/// assert_eq!(ThemeStyle::Tailwind.as_str(), "tailwind");
/// assert!(ThemeStyle::Bootstrap.class_map()["SelectElement"]["input"] == "form-select");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ThemeStyle {
    /// The default theme's `yf-*` classes.
    #[default]
    Default,
    /// Tailwind utility classes.
    Tailwind,
    /// Bootstrap 5 classes.
    Bootstrap,
}

thread_local! {
    static TAILWIND_MAP: Rc<Value> = Rc::new(crate::tailwind::class_map());
    static BOOTSTRAP_MAP: Rc<Value> = Rc::new(crate::bootstrap::class_map());
}

impl ThemeStyle {
    /// Every style, in declaration order.
    pub const ALL: [ThemeStyle; 3] = [
        ThemeStyle::Default,
        ThemeStyle::Tailwind,
        ThemeStyle::Bootstrap,
    ];

    /// The lower-case name: `"default"`, `"tailwind"` or `"bootstrap"`.
    pub fn as_str(self) -> &'static str {
        match self {
            ThemeStyle::Default => "default",
            ThemeStyle::Tailwind => "tailwind",
            ThemeStyle::Bootstrap => "bootstrap",
        }
    }

    /// Parses [`ThemeStyle::as_str`]'s names (ASCII case-insensitive); `None` otherwise.
    pub fn from_name(name: &str) -> Option<ThemeStyle> {
        ThemeStyle::ALL
            .into_iter()
            .find(|style| style.as_str().eq_ignore_ascii_case(name.trim()))
    }

    /// The style's class map (a new copy).
    pub fn class_map(self) -> Value {
        match self {
            ThemeStyle::Default => crate::class_map(),
            ThemeStyle::Tailwind => crate::tailwind::class_map(),
            ThemeStyle::Bootstrap => crate::bootstrap::class_map(),
        }
    }

    /// The style's class map, shared per thread.
    pub(crate) fn shared_map(self) -> Option<Rc<Value>> {
        match self {
            ThemeStyle::Default => None,
            ThemeStyle::Tailwind => Some(TAILWIND_MAP.with(Rc::clone)),
            ThemeStyle::Bootstrap => Some(BOOTSTRAP_MAP.with(Rc::clone)),
        }
    }

    /// The CSS the style needs besides its framework's (`""` for the default, whose CSS the
    /// provider injects): [`tailwind::CSS`](crate::tailwind::CSS) or
    /// [`bootstrap::CSS`](crate::bootstrap::CSS).
    pub fn extra_css(self) -> &'static str {
        match self {
            ThemeStyle::Default => "",
            ThemeStyle::Tailwind => crate::tailwind::CSS,
            ThemeStyle::Bootstrap => crate::bootstrap::CSS,
        }
    }
}

impl std::fmt::Display for ThemeStyle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A class map from `(component, [(key, classes)])` lists; `SelectElement` gets `select`
/// (the combobox keys) as a nested object.
pub(crate) fn map_of(components: &[(&str, &[(&str, &str)])], select: &[(&str, &str)]) -> Value {
    let object = |pairs: &[(&str, &str)]| -> Map<String, Value> {
        pairs
            .iter()
            .map(|(key, classes)| (key.to_string(), Value::String(classes.to_string())))
            .collect()
    };
    let mut map = Map::new();
    for (component, pairs) in components {
        let mut keys = object(pairs);
        if *component == "SelectElement" {
            keys.insert("select".to_string(), Value::Object(object(select)));
        }
        map.insert(component.to_string(), Value::Object(keys));
    }
    Value::Object(map)
}
