//! Just enough of the wasm binary format to size function bodies and name them: the import
//! section (how many functions are imported), the code section (each body's size), the data
//! section's size and the `name` custom section's function names.

use std::collections::HashMap;

/// What [`read`] finds in a module.
pub struct Module {
    /// Imported functions come first in the function index space.
    pub imported_functions: u32,
    /// The size in bytes of each function body, in index order after the imports.
    pub bodies: Vec<u64>,
    /// Function names by function index (mangled, as rustc writes them).
    pub names: HashMap<u32, String>,
    /// The data section's size in bytes.
    pub data: u64,
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn byte(&mut self) -> Option<u8> {
        let b = *self.bytes.get(self.at)?;
        self.at += 1;
        Some(b)
    }

    fn leb(&mut self) -> Option<u64> {
        let mut result = 0u64;
        let mut shift = 0;
        loop {
            let b = self.byte()?;
            result |= u64::from(b & 0x7f).checked_shl(shift)?;
            if b & 0x80 == 0 {
                return Some(result);
            }
            shift += 7;
            if shift > 63 {
                return None;
            }
        }
    }

    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let end = self.at.checked_add(n)?;
        let slice = self.bytes.get(self.at..end)?;
        self.at = end;
        Some(slice)
    }

    fn name(&mut self) -> Option<String> {
        let len = usize::try_from(self.leb()?).ok()?;
        Some(String::from_utf8_lossy(self.take(len)?).into_owned())
    }

    fn done(&self) -> bool {
        self.at >= self.bytes.len()
    }
}

/// Reads `wasm`; `None` when it is not a wasm module this reader understands.
pub fn read(wasm: &[u8]) -> Option<Module> {
    let mut r = Reader { bytes: wasm, at: 0 };
    if r.take(8)? != b"\0asm\x01\0\0\0" {
        return None;
    }
    let mut module = Module {
        imported_functions: 0,
        bodies: Vec::new(),
        names: HashMap::new(),
        data: 0,
    };
    while !r.done() {
        let id = r.byte()?;
        let len = usize::try_from(r.leb()?).ok()?;
        let mut section = Reader {
            bytes: r.take(len)?,
            at: 0,
        };
        match id {
            0 if section.name()? == "name" => read_names(&mut section, &mut module.names)?,
            2 => module.imported_functions = count_function_imports(&mut section)?,
            10 => {
                let count = section.leb()?;
                for _ in 0..count {
                    let size = section.leb()?;
                    section.take(usize::try_from(size).ok()?)?;
                    module.bodies.push(size);
                }
            }
            11 => module.data = len as u64,
            _ => {}
        }
    }
    Some(module)
}

fn count_function_imports(r: &mut Reader) -> Option<u32> {
    let count = r.leb()?;
    let mut functions = 0;
    for _ in 0..count {
        r.name()?;
        r.name()?;
        match r.byte()? {
            0 => {
                r.leb()?;
                functions += 1;
            }
            1 => {
                r.byte()?;
                limits(r)?;
            }
            2 => limits(r)?,
            3 => {
                r.byte()?;
                r.byte()?;
            }
            4 => {
                r.byte()?;
                r.leb()?;
            }
            _ => return None,
        }
    }
    Some(functions)
}

fn limits(r: &mut Reader) -> Option<()> {
    let flags = r.byte()?;
    r.leb()?;
    if flags & 1 == 1 {
        r.leb()?;
    }
    Some(())
}

fn read_names(r: &mut Reader, names: &mut HashMap<u32, String>) -> Option<()> {
    while !r.done() {
        let kind = r.byte()?;
        let len = usize::try_from(r.leb()?).ok()?;
        let mut sub = Reader {
            bytes: r.take(len)?,
            at: 0,
        };
        if kind == 1 {
            let count = sub.leb()?;
            for _ in 0..count {
                let index = u32::try_from(sub.leb()?).ok()?;
                names.insert(index, sub.name()?);
            }
        }
    }
    Some(())
}
