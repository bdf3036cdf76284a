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
};
