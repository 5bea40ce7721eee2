package dev.arbiter.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code ./arbiter}: the platform's command line. */
@Command(name = "arbiter", mixinStandardHelpOptions = true, version = "arbiter 0.1.0",
        description = "Arbiter: tournament evaluation for learning-machine and game-playing competitions.",
        subcommands = {dev.arbiter.launcher.UpCommand.class, SubmitCommand.class, StorageCommand.class, DemoCommand.class, MatchCommand.class, TournamentCommand.class, GamesCommand.class, GameProgramCommand.class, NewPlayerCommand.class})
public final class ArbiterCli implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /** The configured command line (also used by tests). */
    public static CommandLine commandLine() {
        var cli = new CommandLine(new ArbiterCli(), SUBCOMMANDS);
        var usageErrors = new UsageErrors();
        cli.setParameterExceptionHandler(usageErrors);
        cli.setExecutionExceptionHandler(usageErrors);
        return cli;
    }

    /** Makes the subcommands; the demo is handed how to make this command line, so it need not know this class. */
    private static final CommandLine.IFactory SUBCOMMANDS = new CommandLine.IFactory() {
        @Override
        public <K> K create(Class<K> type) throws Exception {
            return type == DemoCommand.class ? type.cast(new DemoCommand(ArbiterCli::commandLine))
                    : CommandLine.defaultFactory().create(type);
        }
    };

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
