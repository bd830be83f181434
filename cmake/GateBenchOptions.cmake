# Shared compile options for every GateBench target: the language standard, warnings, Qt hygiene
# defines and the CI switches. Link `gatebench_options` (PRIVATE) from each target.
option(GATEBENCH_WERROR "Treat compiler warnings as errors (ON in CI)" OFF)
option(GATEBENCH_SANITIZE "Build with AddressSanitizer and UndefinedBehaviorSanitizer" OFF)
option(GATEBENCH_FUZZ "Build the libFuzzer targets (needs clang)" OFF)

set(CMAKE_CXX_STANDARD 20)
set(CMAKE_CXX_STANDARD_REQUIRED ON)
set(CMAKE_CXX_EXTENSIONS OFF)
set(CMAKE_EXPORT_COMPILE_COMMANDS ON)

add_library(gatebench_options INTERFACE)
target_compile_features(gatebench_options INTERFACE cxx_std_20)
target_compile_options(gatebench_options INTERFACE
    -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Woverloaded-virtual
    $<$<BOOL:${GATEBENCH_WERROR}>:-Werror>)
target_compile_definitions(gatebench_options INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    QT_USE_QSTRINGBUILDER
    QT_NO_URL_CAST_FROM_STRING
    QT_NO_FOREACH
    QT_DISABLE_DEPRECATED_BEFORE=0x060400)
if(GATEBENCH_SANITIZE)
    target_compile_options(gatebench_options INTERFACE -fsanitize=address,undefined -fno-omit-frame-pointer)
    target_link_options(gatebench_options INTERFACE -fsanitize=address,undefined)
endif()
