//! Event handler keys of schema entries (`onChange`, `onSearchChange`, …).
//!
//! JSON cannot hold a callback, so an `on<Event>` key holds the **name** of a handler that
//! the application registers in Rust; the schema keeps `(event, handler)` pairs.

/// The lifecycle events every element fires, in the order they fire. The one list of them:
/// the schema's `onMounted`-style keys and the Yew adapter's lifecycle listeners both read it.
///
/// ```
/// use yewform_core::schema::events::Lifecycle;
/// assert_eq!(Lifecycle::ALL[0].as_str(), "beforeCreate");
/// assert_eq!(Lifecycle::Unmounted.as_str(), "unmounted");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lifecycle {
    /// `beforeCreate`.
    BeforeCreate,
    /// `created`.
    Created,
    /// `beforeMount`.
    BeforeMount,
    /// `mounted`.
    Mounted,
    /// `beforeUpdate`.
    BeforeUpdate,
    /// `updated`.
    Updated,
    /// `beforeUnmount`.
    BeforeUnmount,
    /// `unmounted`.
    Unmounted,
}

impl Lifecycle {
    /// Every lifecycle event, in the order they fire.
    pub const ALL: [Lifecycle; 8] = [
        Self::BeforeCreate,
        Self::Created,
        Self::BeforeMount,
        Self::Mounted,
        Self::BeforeUpdate,
        Self::Updated,
        Self::BeforeUnmount,
        Self::Unmounted,
    ];

    /// The event's name as in the spec (`beforeCreate`, `mounted`, …).
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::BeforeCreate => "beforeCreate",
            Self::Created => "created",
            Self::BeforeMount => "beforeMount",
            Self::Mounted => "mounted",
            Self::BeforeUpdate => "beforeUpdate",
            Self::Updated => "updated",
            Self::BeforeUnmount => "beforeUnmount",
            Self::Unmounted => "unmounted",
        }
    }

    /// The names of every lifecycle event, in the order they fire.
    pub fn names() -> impl Iterator<Item = &'static str> {
        Self::ALL.into_iter().map(Self::as_str)
    }
}

/// Events of the select element besides the lifecycle events (`error`: a failing items
/// endpoint or server rule).
pub const SELECT_EVENTS: &[&str] = &[
    "reset",
    "clear",
    "change",
    "select",
    "deselect",
    "search-change",
    "open",
    "close",
    "paste",
    "error",
];

/// Events of the tags element besides the lifecycle events: the select's and `tag` (an
/// option was created).
#[cfg(feature = "multi")]
pub const TAGS_EVENTS: &[&str] = &[
    "reset",
    "clear",
    "change",
    "select",
    "deselect",
    "search-change",
    "open",
    "close",
    "paste",
    "tag",
    "error",
];

/// Events of the t-editor element besides the lifecycle events.
pub const EDITOR_EVENTS: &[&str] = &["reset", "clear", "change", "blur", "alert", "error"];

/// The schema key of an event: `on` + the PascalCase event name (`search-change` →
/// `onSearchChange`, `beforeCreate` → `onBeforeCreate`).
#[must_use]
pub fn event_key(event: &str) -> String {
    let mut key = String::from("on");
    let mut upper = true;
    for c in event.chars() {
        if c == '-' {
            upper = true;
        } else if upper {
            key.push(c.to_ascii_uppercase());
            upper = false;
        } else {
            key.push(c);
        }
    }
    key
}

/// Whether `key` is the schema key of `event` ([`event_key`] without building it: schema
/// reading asks this for every `on…` key and every event).
fn is_event_key(event: &str, key: &str) -> bool {
    let Some(mut rest) = key.strip_prefix("on").map(str::chars) else {
        return false;
    };
    let mut upper = true;
    for c in event.chars() {
        if c == '-' {
            upper = true;
            continue;
        }
        let matches = if upper {
            upper = false;
            rest.next() == Some(c.to_ascii_uppercase())
        } else {
            rest.next() == Some(c)
        };
        if !matches {
            return false;
        }
    }
    rest.next().is_none()
}

/// The event of `events` (or a lifecycle event) whose schema key is `key`.
pub(crate) fn event_for_key(key: &str, events: &'static [&'static str]) -> Option<&'static str> {
    if !key.starts_with("on") {
        return None;
    }
    // Two plain searches instead of one over a chain (less wasm, docs/size.md); same order.
    if let Some(event) = events.iter().copied().find(|e| is_event_key(e, key)) {
        return Some(event);
    }
    Lifecycle::ALL
        .into_iter()
        .map(Lifecycle::as_str)
        .find(|e| is_event_key(e, key))
}

/// Every event key of an element with `events`.
pub(crate) fn event_keys(events: &'static [&'static str]) -> Vec<String> {
    let mut keys = Vec::with_capacity(events.len() + Lifecycle::ALL.len());
    for event in events {
        keys.push(event_key(event));
    }
    for event in Lifecycle::ALL {
        keys.push(event_key(event.as_str()));
    }
    keys
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys() {
        assert_eq!(event_key("change"), "onChange");
        assert_eq!(event_key("search-change"), "onSearchChange");
        assert_eq!(event_key("beforeUnmount"), "onBeforeUnmount");
        assert_eq!(
            event_for_key("onSearchChange", SELECT_EVENTS),
            Some("search-change")
        );
        assert_eq!(event_for_key("onMounted", EDITOR_EVENTS), Some("mounted"));
        assert_eq!(event_for_key("onSelect", EDITOR_EVENTS), None);
        assert_eq!(event_for_key("change", SELECT_EVENTS), None);
        assert_eq!(event_for_key("onChangeX", SELECT_EVENTS), None);
        assert_eq!(event_for_key("onSearch", SELECT_EVENTS), None);
        assert_eq!(event_for_key("onSearch-change", SELECT_EVENTS), None);
        for event in SELECT_EVENTS
            .iter()
            .chain(EDITOR_EVENTS)
            .copied()
            .chain(Lifecycle::names())
        {
            assert!(is_event_key(event, &event_key(event)), "{event}");
        }
    }
}
