export {
  type AreaAmount,
  type AreaUnit,
  type BoxQuantities,
  boxesFor,
  boxQuantities,
  type CountUnit,
  type LengthUnit,
  METRES_PER_FOOT,
  type Quantity,
  SQUARE_METRES_PER_SQUARE_FOOT,
  squareFeetToSquareMetres,
  squareMetresToSquareFeet,
  weightOfBoxes,
} from './conversions.js';
export { UnitsError, type UnitsErrorCode, type UnitsIssue } from './errors.js';
export { LIMITS } from './limits.js';
export {
  type AreaOrder,
  type AreaOrderInput,
  checkAreaOrder,
  DIAGONAL_WASTAGE_PERCENT,
  HERRINGBONE_WASTAGE_PERCENT,
  type LayingPattern,
  orderByArea,
  type Shape,
  STRAIGHT_WASTAGE_PERCENT,
  type Surface,
  WASTAGE_PERCENT,
} from './order-by-area.js';
export {
  checkPackaging,
  definePackaging,
  type Packaging,
  type PackagingInput,
  squareMetresPerBox,
} from './packaging.js';
export { totalPaisa, type UnitPrices, unitPrices } from './prices.js';
