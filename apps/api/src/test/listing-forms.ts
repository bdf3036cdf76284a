/**
 * Each bill's estimate at 0, "none": a listing whose rent is all it costs a month, as a form that
 * leaves the bills out describes it. A bill the rent does not include needs its estimate before
 * review (issue 22).
 */
export const NO_BILL_ESTIMATES = {
  waterEstimate: 0,
  electricityEstimate: 0,
  gasEstimate: 0,
  internetEstimate: 0,
  cleaningEstimate: 0,
};

/**
 * An owner's listing form with every required field filled, as the owner routes take it: tests
 * that create, publish or edit a listing start from it and add the amenities and bills they need.
 */
export const COMPLETE_LISTING_FORM = {
  advertisedUnit: "whole",
  type: "apartamento",
  title: "Apartamento claro perto da USP",
  description: "Dois quartos, sala e cozinha.",
  postalCode: "05508-000",
  street: "Rua Alvarenga",
  number: "1200",
  neighbourhood: "Butantã",
  areaM2: 55,
  bedrooms: 2,
  bathrooms: 1,
  capacity: 2,
  rentAmount: 2800,
  minContractMonths: 6,
  ...NO_BILL_ESTIMATES,
};
