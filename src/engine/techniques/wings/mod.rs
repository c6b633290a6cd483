//! Wings and hinges (SPEC §2): XY-wing, XYZ-wing and the empty rectangle.

pub mod empty_rectangle;
pub mod xy_wing;
pub mod xyz_wing;
