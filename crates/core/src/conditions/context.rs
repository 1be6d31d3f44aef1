//! What conditions and expressions read: values, availability, the clock and labels.

use serde_json::Value;

use crate::expression::Date;

/// The view of a form that conditions and expressions are evaluated against.
///
/// The form state implements it; [`super::DataContext`] is a ready-made implementation over
/// plain JSON data (tests, previews).
pub trait ConditionContext {
    /// The value at the dotted data path, or `None` when nothing is there.
    fn value(&self, path: &str) -> Option<Value>;

    /// Whether the element at `path` is available; `None` when there is no such element.
    ///
    /// A path that is not an element but a part of an element's value (`country.code` of an
    /// object-valued select) may answer `None`: a condition on it is then evaluated when
    /// [`ConditionContext::value`] finds something there, and false otherwise.
    fn available(&self, path: &str) -> Option<bool>;

    /// Today's date (the form's clock; tests pass a fixed one).
    fn today(&self) -> Date;

    /// The current date-time as an ISO string, for `NOW()`.
    fn now_iso(&self) -> String;

    /// The label of the option whose value is `value` in the element at `path`, for
    /// `DISPLAY_VALUE`; `None` when no label is known (`DISPLAY_VALUE` then shows the value
    /// itself). The form answers `""` for a value without an option, as the reference.
    fn display_value(&self, path: &str, value: &Value) -> Option<String>;

    /// The `strictConditions` config flag: when true, `> >= < <=` are false for an empty
    /// actual value (`null` or `""`) instead of treating it as 0. Default `false`.
    fn strict_conditions(&self) -> bool {
        false
    }

    /// Whether the element at `path` is in the form now: `false` for an element taken out
    /// while its view is not on the page ([`FormState::detach`](crate::form::FormState::detach)).
    /// Such an element is unavailable whatever its conditions, and a condition on it is
    /// false, as a condition on an element that does not exist (the reference's unmounted
    /// elements leave the form). Default `true`.
    fn present(&self, path: &str) -> bool {
        let _ = path;
        true
    }

    /// Whether the conditions of the element at `element` reference `path` (the reference's
    /// circular exception: a condition on an unavailable element is false unless that element
    /// has a condition pointing back). Default `false`; the
    /// [`super::AvailabilityEngine`] answers it from the registered conditions.
    fn references(&self, element: &str, path: &str) -> bool {
        let _ = (element, path);
        false
    }
}
