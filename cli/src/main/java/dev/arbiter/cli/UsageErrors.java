package dev.arbiter.cli;

import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

import java.io.PrintWriter;
import java.util.List;

/**
 * Every usage mistake, whether picocli finds it while parsing or a command finds it later
 * ({@link UsageException}), ends the same way: "arbiter: what is wrong", one hint line, exit 2.
 * Picocli's own default prints the whole help after the message, which buries the one line that
 * matters under forty of options.
 */
final class UsageErrors implements IParameterExceptionHandler, IExecutionExceptionHandler {

    static final int EXIT = 2;

    @Override
    public int handleParseException(ParameterException e, String[] args) {
        CommandLine command = e.getCommandLine();
        PrintWriter err = command.getErr();
        err.println("arbiter: " + e.getMessage());
        err.println(suggestion(e) + "Try: " + command.getCommandSpec().qualifiedName() + " --help");
        err.flush();
        return EXIT;
    }

    @Override
    public int handleExecutionException(Exception e, CommandLine command, CommandLine.ParseResult parseResult) throws Exception {
        if (e instanceof UsageException usage) {
            command.getErr().println("arbiter: " + usage.getMessage());
            command.getErr().flush();
            return EXIT;
        }
        throw e;
    }

    /** "Did you mean --seed? " for a mistyped option, when picocli has a close match; else nothing. */
    private static String suggestion(ParameterException e) {
        if (e instanceof UnmatchedArgumentException unmatched) {
            List<String> close = unmatched.getSuggestions();
            if (!close.isEmpty()) {
                return "Did you mean " + String.join(" or ", close.subList(0, Math.min(3, close.size()))) + "? ";
            }
        }
        return "";
    }
}
