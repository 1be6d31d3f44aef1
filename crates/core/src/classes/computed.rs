//! [`ComputedClasses`]: the merged classes of one component, ready to render.

use super::error::ClassError;
use super::node::ClassNode;

/// The final classes of one component, computed once per options change.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ComputedClasses {
    pub(crate) node: ClassNode,
    pub(crate) warnings: Vec<ClassError>,
}

impl ComputedClasses {
    /// The classes of `key` (a dotted path for composite keys: `select.container`), space
    /// joined, duplicates removed, order kept; `""` for a missing key or a map.
    #[must_use]
    pub fn get(&self, key: &str) -> String {
        self.list(key).join(" ")
    }

    /// The classes of `key` as a list (duplicates removed, order kept).
    #[must_use]
    pub fn list(&self, key: &str) -> Vec<&str> {
        let mut out: Vec<&str> = Vec::new();
        if let Some(ClassNode::List(classes)) = self.node.get_path(key) {
            for class in classes {
                if !out.contains(&class.as_str()) {
                    out.push(class);
                }
            }
        }
        out
    }

    /// The whole merged node (a map of class keys).
    #[must_use]
    pub fn node(&self) -> &ClassNode {
        &self.node
    }

    /// The component's main class key (its first key).
    #[must_use]
    pub fn main_key(&self) -> Option<&str> {
        self.node.first_key()
    }

    /// Class options that could not be applied (the rest was).
    #[must_use]
    pub fn warnings(&self) -> &[ClassError] {
        &self.warnings
    }
}
