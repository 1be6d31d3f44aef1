//! [`SelectRef`]: a select's schema entry, shared with the form state.

use std::fmt;
use std::ops::Deref;
use std::sync::Arc;

use yewform_core::schema::{ElementSchema, SelectSchema};

/// A select's schema entry, shared with the form state rather than copied (its `items` can
/// hold 100,000 options). Reads as a [`SelectSchema`]; equal when it is the same entry (a
/// pointer comparison, so hook dependencies never compare the items).
#[derive(Clone)]
pub struct SelectRef(Arc<ElementSchema>);

impl SelectRef {
    /// The entry, when it is a select.
    pub fn new(entry: Arc<ElementSchema>) -> Option<Self> {
        matches!(*entry, ElementSchema::Select(_)).then_some(Self(entry))
    }
}

impl Deref for SelectRef {
    type Target = SelectSchema;

    fn deref(&self) -> &SelectSchema {
        match &*self.0 {
            ElementSchema::Select(select) => select,
            // `new` admits selects only; an empty select keeps this total.
            ElementSchema::TEditor(_) => EMPTY.with(|empty| *empty),
        }
    }
}

thread_local! {
    static EMPTY: &'static SelectSchema = Box::leak(Box::new(SelectSchema::default()));
}

impl PartialEq for SelectRef {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl fmt::Debug for SelectRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("SelectRef")
            .field(&self.0.type_name())
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yewform_core::schema::{FormSchema, TEditorSchema};

    #[test]
    fn reads_the_select_and_compares_by_pointer() {
        let schema = FormSchema::from_value(
            &serde_json::json!({"s": {"type": "select", "items": ["a"], "label": "S"}}),
        )
        .unwrap_or_default();
        let entry = Arc::new(
            schema
                .elements
                .into_iter()
                .next()
                .map(|(_, e)| e)
                .unwrap_or(ElementSchema::TEditor(TEditorSchema::default())),
        );
        let a = SelectRef::new(entry.clone());
        let b = SelectRef::new(Arc::new((*entry).clone()));
        assert_eq!(
            a.as_ref().map(|s| s.items.clone()),
            Some(serde_json::json!(["a"]))
        );
        assert!(a.is_some() && a == SelectRef::new(entry));
        assert_ne!(a, b, "an equal copy is another entry");
        assert!(
            SelectRef::new(Arc::new(ElementSchema::TEditor(TEditorSchema::default()))).is_none()
        );
    }
}
