// The host app of devinfo's simulator readings (issue 33): a full-screen app that turns to the orientation it is
// asked for, reads the screen, the key window's safe area, the status bar and the size classes, writes the reading
// to Documents/<ReadingProbe.Request.outputFileName> and to stdout, and exits. Built by Tests/Probes/build-host-app with
// Sources/DevInfoReading/*.swift (the format, the writer and every check: ReadingProbe); this file only asks UIKit
// or WatchKit. Needs Apple's SDK: never part of the Swift package.
import Foundation

/// Writes the reading (or why there is none) where the script collects it, then exits.
enum ProbeOutput {
    static func finish(_ result: Result<Reading, ReadingProbe.Failure>, request: ReadingProbe.Request) -> Never {
        let folder = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        switch result {
        case .success(let reading):
            try? reading.json.write(to: folder.appendingPathComponent(request.outputFileName), atomically: true, encoding: .utf8)
            print(reading.json, terminator: "")
            exit(0)
        case .failure(let failure):
            try? (failure.description + "\n").write(to: folder.appendingPathComponent(request.outputFileName + ".error"), atomically: true, encoding: .utf8)
            FileHandle.standardError.write(Data("ReadingProbe: \(failure.description)\n".utf8))
            exit(1)
        }
    }
}

#if os(iOS)
    import UIKit

    @main
    final class ProbeAppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = ProbeViewController()
            window.makeKeyAndVisible()
            self.window = window
            return true
        }
    }

    final class ProbeViewController: UIViewController {
        let request = ReadingProbe.Request(arguments: CommandLine.arguments)

        override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
            request.orientation == "landscape" ? .landscapeRight : .portrait
        }

        override var prefersStatusBarHidden: Bool { false }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if #available(iOS 16.0, *), let scene = view.window?.windowScene {
                setNeedsUpdateOfSupportedInterfaceOrientations()
                scene.requestGeometryUpdate(.iOS(interfaceOrientations: supportedInterfaceOrientations)) { _ in }
            } else {
                UIDevice.current.setValue(
                    (request.orientation == "landscape" ? UIInterfaceOrientation.landscapeRight : .portrait).rawValue, forKey: "orientation")
                UIViewController.attemptRotationToDeviceOrientation()
            }
            // Let the rotation and the layout settle, then read.
            DispatchQueue.main.asyncAfter(deadline: .now() + 3) { [self] in read() }
        }

        func read() {
            guard let window = view.window, let scene = window.windowScene else {
                ProbeOutput.finish(.failure(ReadingProbe.Failure(description: "no key window scene")), request: request)
            }
            let screen = scene.screen
            func size(_ rect: CGRect) -> Reading.Size { Reading.Size(width: Double(rect.width), height: Double(rect.height)) }
            func name(_ sizeClass: UIUserInterfaceSizeClass) -> String? {
                switch sizeClass {
                case .compact: "compact"
                case .regular: "regular"
                default: nil
                }
            }
            let insets = window.safeAreaInsets
            let measurement = ReadingProbe.Measurement(
                systemName: UIDevice.current.systemName, bounds: size(screen.bounds), nativeBounds: size(screen.nativeBounds),
                scale: Double(screen.scale), nativeScale: Double(screen.nativeScale),
                insets: Reading.Insets(top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right)),
                statusBarHeight: scene.statusBarManager.map { Double($0.statusBarFrame.height) },
                horizontalSizeClass: name(window.traitCollection.horizontalSizeClass), verticalSizeClass: name(window.traitCollection.verticalSizeClass),
                isLandscape: scene.interfaceOrientation.isLandscape)
            ProbeOutput.finish(ReadingProbe.simulatorReading(request, measurement, environment: ProcessInfo.processInfo.environment), request: request)
        }
    }
#elseif os(watchOS)
    import SwiftUI
    import WatchKit

    @main
    struct ProbeWatchApp: App {
        var body: some Scene {
            WindowGroup {
                GeometryReader { proxy in
                    Color.clear.onAppear {
                        // The watch has one orientation and no status bar or size classes.
                        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { ProbeWatch.read(proxy.safeAreaInsets) }
                    }
                }
            }
        }
    }

    enum ProbeWatch {
        static func read(_ insets: EdgeInsets) {
            let request = ReadingProbe.Request(arguments: CommandLine.arguments)
            let device = WKInterfaceDevice.current()
            let measurement = ReadingProbe.Measurement(
                systemName: "watchOS", bounds: Reading.Size(width: Double(device.screenBounds.width), height: Double(device.screenBounds.height)),
                nativeBounds: nil, scale: Double(device.screenScale), nativeScale: nil,
                insets: Reading.Insets(top: Double(insets.top), left: Double(insets.leading), bottom: Double(insets.bottom), right: Double(insets.trailing)),
                statusBarHeight: nil, horizontalSizeClass: nil, verticalSizeClass: nil, isLandscape: false)
            ProbeOutput.finish(ReadingProbe.simulatorReading(request, measurement, environment: ProcessInfo.processInfo.environment), request: request)
        }
    }
#endif
