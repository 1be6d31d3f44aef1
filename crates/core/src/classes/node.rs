//! [`ClassNode`] and [`ClassMap`]: class lists and (nested) maps of them.

use serde_json::Value;

use super::error::ClassError;
use crate::schema::describe_value;

/// A list of class names, in order.
pub type ClassList = Vec<String>;

/// The classes of one class key: a list, or for composite components (the select's
/// `select: {container: …, option: …}`) a nested map.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClassNode {
    /// Class names.
    List(ClassList),
    /// Class key → classes, in order.
    Map(Vec<(String, ClassNode)>),
}

impl Default for ClassNode {
    fn default() -> Self {
        ClassNode::Map(Vec::new())
    }
}

impl ClassNode {
    /// Reads a node: a string (split on whitespace), an array (of strings, nested arrays,
    /// or Vue-style `{class: true}` objects, whose keys with the value `true` count), `null`
    /// (an empty list), or an object (a map, read recursively).
    ///
    /// # Errors
    /// [`ClassError::WrongShape`] naming `path`, for numbers and booleans, and for a value
    /// nesting arrays and objects deeper than [`MAX_NESTING`](crate::json_text::MAX_NESTING)
    /// levels (built in Rust: JSON text cannot hold one).
    pub fn from_value(value: &Value, path: &str) -> Result<ClassNode, ClassError> {
        check_depth(value, path)?;
        ClassNode::read(value, path)
    }

    /// [`from_value`](Self::from_value) of a value already checked for depth.
    fn read(value: &Value, path: &str) -> Result<ClassNode, ClassError> {
        match value {
            Value::Object(map) => {
                // A loop, not a collect into a Result (docs/size.md: adapters cost wasm).
                let mut entries = Vec::with_capacity(map.len());
                for (key, child) in map {
                    let node = ClassNode::read(child, &format!("{path}.{key}"))?;
                    entries.push((key.clone(), node));
                }
                Ok(ClassNode::Map(entries))
            }
            other => class_list(other, path).map(ClassNode::List),
        }
    }

    /// The child at `key` of a map.
    #[must_use]
    pub fn get(&self, key: &str) -> Option<&ClassNode> {
        match self {
            ClassNode::Map(entries) => entries.iter().find(|(k, _)| k == key).map(|(_, n)| n),
            ClassNode::List(_) => None,
        }
    }

    /// The node at a dotted path of keys (`select.container`).
    #[must_use]
    pub fn get_path(&self, path: &str) -> Option<&ClassNode> {
        path.split('.').try_fold(self, |node, key| node.get(key))
    }

    /// The child at `key` of a map, mutably.
    pub fn get_mut(&mut self, key: &str) -> Option<&mut ClassNode> {
        match self {
            ClassNode::Map(entries) => entries.iter_mut().find(|(k, _)| k == key).map(|(_, n)| n),
            ClassNode::List(_) => None,
        }
    }

    /// Sets `key` of a map (replacing or appending); does nothing on a list.
    pub fn insert(&mut self, key: &str, node: ClassNode) {
        if let ClassNode::Map(entries) = self {
            match entries.iter_mut().find(|(k, _)| k == key) {
                Some((_, slot)) => *slot = node,
                None => entries.push((key.to_owned(), node)),
            }
        }
    }

    /// The first key of a map: the component's main class.
    #[must_use]
    pub fn first_key(&self) -> Option<&str> {
        match self {
            ClassNode::Map(entries) => entries.first().map(|(k, _)| k.as_str()),
            ClassNode::List(_) => None,
        }
    }
}

/// Reads a class list from a string, an array or `null` (see [`ClassNode::from_value`]).
///
/// # Errors
/// [`ClassError::WrongShape`] for numbers, booleans and plain objects, and for a value
/// nested too deep (as [`ClassNode::from_value`]).
pub fn class_list(value: &Value, path: &str) -> Result<ClassList, ClassError> {
    check_depth(value, path)?;
    let mut out = Vec::new();
    push_classes(value, path, &mut out, true)?;
    Ok(out)
}

/// Refuses a value nesting arrays and objects deeper than
/// [`MAX_NESTING`](crate::json_text::MAX_NESTING) levels, before the recursive readers see it.
fn check_depth(value: &Value, path: &str) -> Result<(), ClassError> {
    if crate::json_text::nests_too_deep(value, 0) {
        return Err(ClassError::WrongShape {
            path: path.to_owned(),
            expected: crate::json_text::NESTING_EXPECTED,
            found: crate::json_text::NESTING_FOUND,
        });
    }
    Ok(())
}

fn push_classes(
    value: &Value,
    path: &str,
    out: &mut ClassList,
    top: bool,
) -> Result<(), ClassError> {
    match value {
        Value::Null => Ok(()),
        Value::String(text) => {
            out.extend(text.split_whitespace().map(str::to_owned));
            Ok(())
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                push_classes(item, &format!("{path}[{i}]"), out, false)?;
            }
            Ok(())
        }
        Value::Object(map) if !top => {
            for (class, on) in map {
                match on {
                    Value::Bool(true) => out.extend(class.split_whitespace().map(str::to_owned)),
                    Value::Bool(false) | Value::Null => {}
                    other => {
                        return Err(ClassError::WrongShape {
                            path: format!("{path}.{class}"),
                            expected: "true or false (a conditional class)",
                            found: describe_value(other),
                        });
                    }
                }
            }
            Ok(())
        }
        other => Err(ClassError::WrongShape {
            path: path.to_owned(),
            expected: "a class string or an array of classes",
            found: describe_value(other),
        }),
    }
}

/// A theme's class map: component name → its class keys (each a [`ClassNode`]).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ClassMap {
    components: Vec<(String, ClassNode)>,
}

impl ClassMap {
    /// Reads `{Component: {key: "classes", composite: {key: [..]}}}`; strings are split on
    /// whitespace.
    ///
    /// # Errors
    /// [`ClassError::WrongShape`] naming the path (`SelectElement.input`), or `(class map)`
    /// for a value nested too deep (as [`ClassNode::from_value`]).
    ///
    /// ```
    /// use serde_json::json;
    /// use yewform_core::classes::{ClassMap, ClassNode};
    /// let map = ClassMap::from_value(&json!({"SelectElement": {"input": "a b"}})).unwrap();
    /// assert_eq!(
    ///     map.get("SelectElement").unwrap().get("input"),
    ///     Some(&ClassNode::List(vec!["a".into(), "b".into()]))
    /// );
    /// ```
    pub fn from_value(value: &Value) -> Result<ClassMap, ClassError> {
        let Value::Object(map) = value else {
            return Err(ClassError::WrongShape {
                path: "(class map)".into(),
                expected: "an object of components",
                found: describe_value(value),
            });
        };
        check_depth(value, "(class map)")?;
        let mut components = Vec::with_capacity(map.len());
        for (component, classes) in map {
            let node = ClassNode::read(classes, component)?;
            if let ClassNode::List(_) = node {
                return Err(ClassError::WrongShape {
                    path: component.clone(),
                    expected: "an object of class keys",
                    found: describe_value(classes),
                });
            }
            components.push((component.clone(), node));
        }
        Ok(ClassMap { components })
    }

    /// The class keys of `component`.
    #[must_use]
    pub fn get(&self, component: &str) -> Option<&ClassNode> {
        self.components
            .iter()
            .find(|(name, _)| name == component)
            .map(|(_, node)| node)
    }

    /// Sets the class keys of `component`.
    pub fn insert(&mut self, component: &str, node: ClassNode) {
        match self
            .components
            .iter_mut()
            .find(|(name, _)| name == component)
        {
            Some((_, slot)) => *slot = node,
            None => self.components.push((component.to_owned(), node)),
        }
    }

    /// Every component with its class keys, in order.
    #[must_use]
    pub fn components(&self) -> &[(String, ClassNode)] {
        &self.components
    }
}
