//! Wings and hinges (SPEC §2, §2.1): XY-wing, XYZ-wing, W-wing and the empty rectangle.

pub mod empty_rectangle;
pub mod w_wing;
pub mod xy_wing;
pub mod xyz_wing;
