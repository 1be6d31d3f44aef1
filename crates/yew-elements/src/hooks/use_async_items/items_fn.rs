//! [`ItemsFn`]: an async items function (`(search query, element) → items`).

use std::fmt;
use std::rc::Rc;

use yewform_core::Value;

use crate::LocalFuture;
use crate::form::ElementHandle;

/// What an items function returns: items in any accepted format, or an error text.
pub type ItemsFuture = LocalFuture<Result<Value, String>>;

/// An async items function: `(search query, element) → items in any accepted format`.
#[derive(Clone)]
pub struct ItemsFn(pub Rc<dyn Fn(Option<String>, ElementHandle) -> ItemsFuture>);

impl ItemsFn {
    /// Wraps an async function.
    pub fn new<F, Fut>(f: F) -> Self
    where
        F: Fn(Option<String>, ElementHandle) -> Fut + 'static,
        Fut: std::future::Future<Output = Result<Value, String>> + 'static,
    {
        Self(Rc::new(move |query, el| Box::pin(f(query, el))))
    }
}

impl PartialEq for ItemsFn {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl fmt::Debug for ItemsFn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ItemsFn")
    }
}
