# gatebench_add_test(NAME name SOURCES a.cpp... LIBS targets... [LABEL unit|gui|slow] [ARGS args...])
# gatebench_add_test(NAME name EXECUTABLE target [LABEL ...] [ARGS args...])
# One Qt Test executable per test file, registered with CTest (ARGS: its command line, e.g. the test
# functions to run; EXECUTABLE: another entry of an executable built already, e.g. its other functions), always on the offscreen platform
# (with two screens side by side: a 1920×1080 desktop, the primary, and a 1280×800 projector;
# tests/data/screens/screens.json), with an isolated HOME/XDG so that no test reads or writes the
# user's settings.
function(gatebench_add_test)
    cmake_parse_arguments(T "" "NAME;LABEL;EXECUTABLE" "SOURCES;LIBS;ARGS" ${ARGN})
    if(NOT T_LABEL)
        set(T_LABEL unit)
    endif()
    # The helpers every test shares (tests/TestSupport.h), compiled once.
    if(NOT TARGET gatebench_test_support)
        add_library(gatebench_test_support STATIC ${PROJECT_SOURCE_DIR}/tests/TestSupport.cpp
            ${PROJECT_SOURCE_DIR}/tests/support/PostgresCluster.cpp)
        target_include_directories(gatebench_test_support PUBLIC ${PROJECT_SOURCE_DIR}/tests)
        target_link_libraries(gatebench_test_support PUBLIC gatebench_model Qt6::Test PRIVATE gatebench_options)
    endif()
    if(T_EXECUTABLE)
        add_test(NAME ${T_NAME} COMMAND ${T_EXECUTABLE} ${T_ARGS})
    else()
        add_executable(${T_NAME} ${T_SOURCES})
        target_link_libraries(${T_NAME} PRIVATE gatebench_options Qt6::Test gatebench_test_support gatebench_model ${T_LIBS})
        target_compile_definitions(${T_NAME} PRIVATE
            GATEBENCH_TEST_DATA="${PROJECT_SOURCE_DIR}/tests/data"
            GATEBENCH_SHARED_DATA="${PROJECT_SOURCE_DIR}/../shared/data")
        add_test(NAME ${T_NAME} COMMAND ${T_NAME} ${T_ARGS})
    endif()
    # A home of its own for every test and every program it runs: no test reads or writes the
    # user's settings (a saved language would change the messages), logs or recent files.
    set(home "${CMAKE_CURRENT_BINARY_DIR}/home/${T_NAME}")
    file(MAKE_DIRECTORY "${home}")
    gatebench_test_environment(environment "${home}")
    set_tests_properties(${T_NAME} PROPERTIES LABELS ${T_LABEL} ENVIRONMENT "${environment}")
endfunction()

# The environment of a test whose home is `home`.
function(gatebench_test_environment out home)
    set(${out} "QT_QPA_PLATFORM=offscreen:configfile=${PROJECT_SOURCE_DIR}/tests/data/screens/screens.json;LC_ALL=C.UTF-8;LANG=C.UTF-8;TZ=UTC;QT_LOGGING_RULES=qt.qpa.*=false;HOME=${home};XDG_CONFIG_HOME=${home}/.config;XDG_DATA_HOME=${home}/.local/share;XDG_CACHE_HOME=${home}/.cache;XDG_RUNTIME_DIR=${home}/runtime" PARENT_SCOPE)
endfunction()

# gatebench_add_server_test(NAME name [LABEL ...])
# The test `name` (registered already) registered a second time as `name_server`: the same program with
# GATEBENCH_TEST_BACKEND=postgres, so that every evaluation it makes is on a throwaway PostgreSQL cluster
# of its own (tests/TestSupport.h). Labelled `server` besides its own label; exit 77 (PostgreSQL cannot
# start, GATEBENCH_REQUIRE_POSTGRES unset) counts as skipped.
function(gatebench_add_server_test)
    cmake_parse_arguments(T "" "NAME;LABEL" "" ${ARGN})
    if(NOT T_LABEL)
        set(T_LABEL unit)
    endif()
    add_test(NAME ${T_NAME}_server COMMAND ${T_NAME})
    set(home "${CMAKE_CURRENT_BINARY_DIR}/home/${T_NAME}_server")
    file(MAKE_DIRECTORY "${home}")
    gatebench_test_environment(environment "${home}")
    set_tests_properties(${T_NAME}_server PROPERTIES
        LABELS "${T_LABEL};server"
        SKIP_RETURN_CODE 77
        ENVIRONMENT "${environment};GATEBENCH_TEST_BACKEND=postgres")
endfunction()
