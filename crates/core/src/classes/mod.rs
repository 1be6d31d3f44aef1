//! Classes: theme class maps and the reference's add / prepend / remove / replace /
//! override merging, with views and presets.
//!
//! - [`ClassMap`] / [`ClassNode`]: a theme's classes per component and class key (nested
//!   for composite components such as the select's `select: {container, option, …}`).
//! - [`ClassMerger`]: the theme map merged with config, form, preset and element options,
//!   giving [`ComputedClasses`] per component.
//! - [`resolve_view`]: the view of a component (`view`, then the `views` maps).
//!
//! Column classes are in [`crate::layout`].

mod computed;
mod error;
mod merger;
mod node;
mod ops;
mod view;

pub use computed::ComputedClasses;
pub use error::ClassError;
pub use merger::{ClassContext, ClassFn, ClassLevel, ClassMerger, component_name_for_type};
pub use node::{ClassList, ClassMap, ClassNode, class_list};
pub use ops::{MergeKind, apply as apply_merge, dedup};
pub use view::resolve_view;
