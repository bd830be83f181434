#pragma once
// The keys of the built-in resources (resources/template/template.json, resources/demo/demo.json)
// that read like storage names. They name fields of those files, which SeedTemplate and
// DemoGenerator read into domain values (model/domain/); the tables and columns those values are
// written to are named only by the repositories.

namespace gatebench::resource {

inline constexpr auto Acceptance = "acceptance";                    // not storage: a key of template.json
inline constexpr auto Action = "action";                            // not storage: a key of demo.json
inline constexpr auto Aliases = "aliases";                          // not storage: a key of template.json
inline constexpr auto AsOf = "as_of";                               // not storage: a key of template.json, demo.json
inline constexpr auto BonusScores = "bonus_scores";                 // not storage: a key of demo.json
inline constexpr auto Candidates = "candidates";                    // not storage: a key of template.json
inline constexpr auto Category = "category";                        // not storage: a key of template.json, demo.json
inline constexpr auto Criteria = "criteria";                        // not storage: a key of template.json
inline constexpr auto Currency = "currency";                        // not storage: a key of demo.json
inline constexpr auto Deployment = "deployment";                    // not storage: a key of template.json
inline constexpr auto Description = "description";                  // not storage: a key of template.json, demo.json
inline constexpr auto Entity = "entity";                            // not storage: a key of demo.json
inline constexpr auto EntityId = "entity_id";                       // not storage: a key of demo.json
inline constexpr auto Evidence = "evidence";                        // not storage: a key of demo.json
inline constexpr auto EvidenceRequired = "evidence_required";       // not storage: a key of template.json
inline constexpr auto Field = "field";                              // not storage: a key of demo.json
inline constexpr auto Fte = "fte";                                  // not storage: a key of demo.json
inline constexpr auto FxRates = "fx_rates";                         // not storage: a key of demo.json
inline constexpr auto GpuInventory = "gpu_inventory";               // not storage: a key of demo.json
inline constexpr auto GpuType = "gpu_type";                         // not storage: a key of demo.json
inline constexpr auto GpusPerNode = "gpus_per_node";                // not storage: a key of demo.json
inline constexpr auto Growth = "growth";                            // not storage: a key of demo.json
inline constexpr auto Id = "id";                                    // not storage: a key of template.json, demo.json
inline constexpr auto Kind = "kind";                                // not storage: a key of template.json, demo.json
inline constexpr auto LoadedAnnualCost = "loaded_annual_cost";      // not storage: a key of demo.json
inline constexpr auto ManualInterventions = "manual_interventions"; // not storage: a key of demo.json
inline constexpr auto Mode = "mode";                                // not storage: a key of demo.json
inline constexpr auto MinRuns = "min_runs";                         // not storage: a key of template.json
inline constexpr auto Multiplier = "multiplier";                    // not storage: a key of demo.json
inline constexpr auto Name = "name";                                // not storage: a key of template.json, demo.json
inline constexpr auto Nodes = "nodes";                              // not storage: a key of demo.json
inline constexpr auto Note = "note";                                // not storage: a key of template.json
inline constexpr auto OperationSteps = "operation_steps";           // not storage: a key of demo.json
inline constexpr auto Owner = "owner";                              // not storage: a key of demo.json
inline constexpr auto OwnerRole = "owner_role";                     // not storage: a key of template.json
inline constexpr auto PeakMonths = "peak_months";                   // not storage: a key of demo.json
inline constexpr auto PeriodsPerYear = "periods_per_year";          // not storage: a key of demo.json
inline constexpr auto PocScenarios = "poc_scenarios";               // not storage: a key of template.json
inline constexpr auto Pool = "pool";                                // not storage: a key of demo.json
inline constexpr auto Quantity = "quantity";                        // not storage: a key of demo.json
inline constexpr auto Question = "question";                        // not storage: a key of template.json
inline constexpr auto QueueSeconds = "queue_s";                     // not storage: a key of demo.json
inline constexpr auto RecoverySeconds = "recovery_s";               // not storage: a key of demo.json
inline constexpr auto ReviewDate = "review_date";                   // not storage: a key of template.json
inline constexpr auto Reviewer = "reviewer";                        // not storage: a key of demo.json
inline constexpr auto Permission = "permission";                    // not storage: a key of demo.json
inline constexpr auto Function = "function";                        // not storage: a key of demo.json
inline constexpr auto Reviewers = "reviewers";                      // not storage: a key of demo.json
inline constexpr auto Risks = "risks";                              // not storage: a key of template.json
inline constexpr auto Role = "role";                                // not storage: a key of demo.json
inline constexpr auto Route = "route";                              // not storage: a key of template.json
inline constexpr auto Score = "score";                              // not storage: a key of demo.json
inline constexpr auto Source = "source";                            // not storage: a key of demo.json
inline constexpr auto Step = "step";                                // not storage: a key of demo.json
inline constexpr auto SubmitToAvailableSeconds = "submit_to_available_s"; // not storage: a key of demo.json
inline constexpr auto TaxIncluded = "tax_included";                       // not storage: a key of demo.json
inline constexpr auto TcoLines = "tco_lines";                             // not storage: a key of demo.json
inline constexpr auto TcoTemplate = "tco_template";                       // not storage: a key of template.json
inline constexpr auto Teams = "teams";                                    // not storage: a key of demo.json
inline constexpr auto TemplateScenario = "template_scenario";             // not storage: a key of demo.json
inline constexpr auto Tier = "tier";                                      // not storage: a key of template.json
inline constexpr auto Title = "title";                    // not storage: a key of template.json, demo.json
inline constexpr auto UnitPrice = "unit_price";           // not storage: a key of demo.json
inline constexpr auto VendorQuestion = "vendor_question"; // not storage: a key of template.json
inline constexpr auto Verdict = "verdict";                // not storage: a key of demo.json
inline constexpr auto Weight = "weight";                  // not storage: a key of template.json
inline constexpr auto Year = "year";                      // not storage: a key of demo.json

inline constexpr auto WorkflowCoverage = "workflow_coverage"; // not storage: a key of demo.json
inline constexpr auto ExitChecks = "exit_checks";             // not storage: a key of demo.json
} // namespace gatebench::resource
