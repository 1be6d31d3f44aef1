//! [`Theme`]: a [`ThemeKind`] plus the (merged) class map, and its reducer actions.

use std::rc::Rc;

use serde_json::Value;
use yew::Reducible;

use crate::{ThemeKind, ThemeStyle, class_of, merge_class_map};

/// The theme the elements read: which colour set is active and the class map.
///
/// `class_map` is behind an [`Rc`] so that switching [`ThemeKind`] or handing the theme to
/// many elements never copies the map (it derefs to [`serde_json::Value`], so
/// `theme.class_map["Form"]["form"]` reads as usual).
///
/// ```
/// use serde_json::json;
/// use yewform_themes::{Theme, ThemeKind};
///
/// let theme = Theme::with_overrides(ThemeKind::Dark, Some(&json!({"Form": {"submit": "btn"}})));
/// assert_eq!(theme.class("Form", "submit"), "btn");
/// assert_eq!(theme.class("Form", "form"), "yf-form");
/// ```
#[derive(Debug, Clone)]
pub struct Theme {
    /// The active colour set.
    pub kind: ThemeKind,
    /// The class map: the [`style`](Theme::style)'s map (the default
    /// [`class_map`](crate::class_map)) with any overrides merged in.
    pub class_map: Rc<Value>,
    /// Which class map the overrides were merged over.
    pub style: ThemeStyle,
}

thread_local! {
    static DEFAULT_CLASS_MAP: Rc<Value> = Rc::new(crate::class_map());
}

impl Theme {
    /// The default class map with `kind`. Shares one map per thread, so this is cheap.
    ///
    /// ```
    /// use yewform_themes::{Theme, ThemeKind};
    ///
    /// assert_eq!(Theme::new(ThemeKind::Light).class("ElementError", "container"), "yf-error");
    /// ```
    pub fn new(kind: ThemeKind) -> Theme {
        Theme {
            kind,
            class_map: DEFAULT_CLASS_MAP.with(Rc::clone),
            style: ThemeStyle::Default,
        }
    }

    /// The default class map with `overrides` deep-merged over it (see [`merge_class_map`]);
    /// `None` is the same as [`Theme::new`].
    ///
    /// ```
    /// use serde_json::json;
    /// use yewform_themes::{Theme, ThemeKind};
    ///
    /// let theme = Theme::with_overrides(
    ///     ThemeKind::Light,
    ///     Some(&json!({"SelectElement": {"select": {"spinner": "my-spinner"}}})),
    /// );
    /// assert_eq!(theme.class("SelectElement", "select.spinner"), "my-spinner");
    /// ```
    pub fn with_overrides(kind: ThemeKind, overrides: Option<&Value>) -> Theme {
        Theme::with_style(kind, ThemeStyle::Default, overrides)
    }

    /// The class map of `style` with `overrides` deep-merged over it.
    ///
    /// ```
    /// use yewform_themes::{Theme, ThemeKind, ThemeStyle};
    ///
    /// # #[cfg(feature = "bootstrap")] {
    /// let theme = Theme::with_style(ThemeKind::Dark, ThemeStyle::Bootstrap, None);
    /// assert_eq!(theme.class("SelectElement", "input"), "form-select");
    /// # }
    /// ```
    pub fn with_style(kind: ThemeKind, style: ThemeStyle, overrides: Option<&Value>) -> Theme {
        match (overrides, style.shared_map()) {
            (None | Some(Value::Null), None) => Theme::new(kind),
            (None | Some(Value::Null), Some(map)) => Theme {
                kind,
                class_map: map,
                style,
            },
            (Some(overrides), _) => {
                let mut map = style.class_map();
                merge_class_map(&mut map, overrides);
                Theme {
                    kind,
                    class_map: Rc::new(map),
                    style,
                }
            }
        }
    }

    /// The classes at `component` / `key` (`key` may be dotted: `"select.option"`); `""`
    /// when missing. See [`class_of`].
    ///
    /// ```
    /// let theme = yewform_themes::Theme::default();
    /// assert_eq!(theme.class("SelectElement", "select.dropdown"), "yf-combo-dropdown");
    /// ```
    pub fn class(&self, component: &str, key: &str) -> &str {
        class_of(&self.class_map, component, key)
    }
}

/// The light theme with the default class map (what [`use_theme`](crate::use_theme) answers
/// without a provider).
impl Default for Theme {
    fn default() -> Self {
        Theme::new(ThemeKind::Light)
    }
}

impl PartialEq for Theme {
    fn eq(&self, other: &Self) -> bool {
        self.kind == other.kind
            && self.style == other.style
            && (Rc::ptr_eq(&self.class_map, &other.class_map) || self.class_map == other.class_map)
    }
}

/// What a [`ThemeContext`](crate::ThemeContext) can change.
#[derive(Debug, Clone, PartialEq)]
pub enum ThemeAction {
    /// Switch the colour set, keeping the class map.
    SetKind(ThemeKind),
    /// Replace the whole theme (the provider does this when its props change).
    Replace(Theme),
}

impl Reducible for Theme {
    type Action = ThemeAction;

    fn reduce(self: Rc<Self>, action: Self::Action) -> Rc<Self> {
        match action {
            ThemeAction::SetKind(kind) if kind == self.kind => self,
            ThemeAction::SetKind(kind) => Rc::new(Theme {
                kind,
                class_map: Rc::clone(&self.class_map),
                style: self.style,
            }),
            ThemeAction::Replace(theme) if theme == *self => self,
            ThemeAction::Replace(theme) => Rc::new(theme),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn set_kind_keeps_the_class_map_and_same_kind_is_a_no_op() {
        let theme = Rc::new(Theme::with_overrides(
            ThemeKind::Light,
            Some(&json!({"Form": {"form": "x"}})),
        ));
        let same = Rc::clone(&theme).reduce(ThemeAction::SetKind(ThemeKind::Light));
        assert!(Rc::ptr_eq(&theme, &same));
        let dark = Rc::clone(&theme).reduce(ThemeAction::SetKind(ThemeKind::Dark));
        assert_eq!(dark.kind, ThemeKind::Dark);
        assert_eq!(dark.class("Form", "form"), "x");
    }

    #[test]
    fn replace_with_an_equal_theme_keeps_the_old_rc() {
        let theme = Rc::new(Theme::new(ThemeKind::System));
        let same = Rc::clone(&theme).reduce(ThemeAction::Replace(Theme::new(ThemeKind::System)));
        assert!(Rc::ptr_eq(&theme, &same));
        let other = Rc::clone(&theme).reduce(ThemeAction::Replace(Theme::new(ThemeKind::Dark)));
        assert_eq!(other.kind, ThemeKind::Dark);
    }

    #[test]
    fn null_overrides_share_the_default_map() {
        let a = Theme::with_overrides(ThemeKind::Light, Some(&Value::Null));
        let b = Theme::default();
        assert!(Rc::ptr_eq(&a.class_map, &b.class_map));
    }
}
