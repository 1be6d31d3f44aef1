//! [`ByPtr`]: an `Rc` compared by identity, for hook dependencies and props whose contents
//! are large (100,000 options): comparing or cloning them on every render would cost O(n).

use std::fmt;
use std::ops::Deref;
use std::rc::Rc;
use std::sync::Arc;

/// An `Rc<T>` whose equality is pointer identity. A new value is a new `Rc`.
pub struct ByPtr<T>(pub Rc<T>);

impl<T> ByPtr<T> {
    /// Wraps a value.
    pub fn new(value: T) -> Self {
        Self(Rc::new(value))
    }
}

impl<T> Clone for ByPtr<T> {
    fn clone(&self) -> Self {
        Self(self.0.clone())
    }
}

impl<T> PartialEq for ByPtr<T> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl<T> Deref for ByPtr<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: fmt::Debug> fmt::Debug for ByPtr<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl<T> From<Rc<T>> for ByPtr<T> {
    fn from(rc: Rc<T>) -> Self {
        Self(rc)
    }
}

impl<T: Default> Default for ByPtr<T> {
    fn default() -> Self {
        Self::new(T::default())
    }
}

/// `items={json!([...])}`: a JSON prop is wrapped once, then compared by identity.
impl yew::html::IntoPropValue<ByPtr<serde_json::Value>> for serde_json::Value {
    fn into_prop_value(self) -> ByPtr<serde_json::Value> {
        ByPtr::new(self)
    }
}

/// An `Arc<T>` whose equality is pointer identity: a prop value shared with the form's
/// state (whose schema entries are `Arc`s), e.g. a select's `items`, held once by the prop,
/// the schema entry and the views.
pub struct ByArc<T>(pub Arc<T>);

impl<T> ByArc<T> {
    /// Wraps a value.
    pub fn new(value: T) -> Self {
        Self(Arc::new(value))
    }
}

impl<T> Clone for ByArc<T> {
    fn clone(&self) -> Self {
        Self(self.0.clone())
    }
}

impl<T> PartialEq for ByArc<T> {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl<T> Deref for ByArc<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: fmt::Debug> fmt::Debug for ByArc<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl<T> From<Arc<T>> for ByArc<T> {
    fn from(arc: Arc<T>) -> Self {
        Self(arc)
    }
}

impl<T: Default> Default for ByArc<T> {
    fn default() -> Self {
        Self::new(T::default())
    }
}

/// `items={json!([...])}`: a JSON prop is wrapped once, then compared by identity.
impl yew::html::IntoPropValue<ByArc<serde_json::Value>> for serde_json::Value {
    fn into_prop_value(self) -> ByArc<serde_json::Value> {
        ByArc::new(self)
    }
}

/// `items={arc}`: an `Arc<Value>` the app keeps is shared, not copied.
impl yew::html::IntoPropValue<ByArc<serde_json::Value>> for Arc<serde_json::Value> {
    fn into_prop_value(self) -> ByArc<serde_json::Value> {
        ByArc(self)
    }
}

/// A [`ByPtr`] JSON value given where a [`ByArc`] is expected: copied once (an `Rc` cannot
/// be shared with the form's `Arc` entries).
impl yew::html::IntoPropValue<ByArc<serde_json::Value>> for ByPtr<serde_json::Value> {
    fn into_prop_value(self) -> ByArc<serde_json::Value> {
        ByArc(Arc::new(Rc::unwrap_or_clone(self.0)))
    }
}
