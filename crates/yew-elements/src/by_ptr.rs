//! [`ByPtr`]: an `Rc` compared by identity, for hook dependencies and props whose contents
//! are large (100,000 options): comparing or cloning them on every render would cost O(n).

use std::fmt;
use std::ops::Deref;
use std::rc::Rc;

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
